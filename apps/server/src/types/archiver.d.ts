// archiver 5 ships no types (and @types/archiver is not among the project's dependencies): these
// are the calls the documents' zip download makes (see archiver's README).
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  interface EntryData {
    /** The file's name inside the archive. */
    name: string;
    date?: Date;
  }

  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    /** Ends the archive once every appended source is read; the stream ends after it. */
    finalize(): Promise<void>;
    abort(): this;
  }

  interface ZipOptions {
    /** Store the files as they are, without compressing them again (a PDF is compressed already). */
    store?: boolean;
    /** The zip comment. */
    comment?: string;
  }

  function archiver(format: 'zip', options?: ZipOptions): Archiver;
  export default archiver;
  export type { Archiver, EntryData, ZipOptions };
}
