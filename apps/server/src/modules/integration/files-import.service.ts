import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Clock, DocumentKind, ImportRecordResult } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import * as repo from './files-import.repository.js';

/** What each accepted type of file begins with: a file is what its bytes say, not its label. */
const MAGIC: Record<string, { bytes: Buffer; extension: string }> = {
  'application/pdf': { bytes: Buffer.from('%PDF-'), extension: 'pdf' },
  'image/png': { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), extension: 'png' },
  'image/jpeg': { bytes: Buffer.from([0xff, 0xd8, 0xff]), extension: 'jpg' },
};

export const UPLOAD_CONTENT_TYPES = Object.keys(MAGIC);

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function checkFile(body: unknown, contentType: string, allowed: string[]): { extension: string; bytes: Buffer } {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!Buffer.isBuffer(body) || !allowed.includes(type)) {
    throw new HttpError(415, 'INVALID_INPUT', `Send filen som ${allowed.join(' eller ')}`);
  }
  const magic = MAGIC[type]!;
  if (!body.subarray(0, magic.bytes.length).equals(magic.bytes)) {
    throw new HttpError(422, 'INVALID_INPUT', `Filen er ikke ${type}`, { _: `Filen er ikke ${type}` });
  }
  return { extension: magic.extension, bytes: body };
}

/**
 * The files of imported records: a document's PDF and the slaughter photos of a settlement's
 * animals, sent as the bytes themselves. Stored in FILES_DIR under names the portal makes (never the
 * client's), written whole before they are used. The same bytes again are 'unchanged'.
 */
export class FilesImportService {
  constructor(
    private readonly db: Db,
    private readonly options: { filesDir: string; clock: Clock },
  ) {}

  /** Writes the file unless it holds these bytes already; answers what it was before. */
  private store(relative: string, bytes: Buffer): 'created' | 'updated' | 'unchanged' {
    const file = path.join(this.options.filesDir, relative);
    const before = fs.existsSync(file) ? sha256(fs.readFileSync(file)) : null;
    if (before === sha256(bytes)) return 'unchanged';
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Whole or not at all: a download never reads a half-written file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return before === null ? 'created' : 'updated';
  }

  async documentPdf(kind: DocumentKind, documentNo: string, body: unknown, contentType: string): Promise<ImportRecordResult> {
    const { bytes } = checkFile(body, contentType, ['application/pdf']);
    const doc = await repo.findDocument(this.db, kind, documentNo);
    if (!doc) throw notFound();
    // Named by the portal: the document number never becomes a path.
    const relative = `documents/${doc.supplier_no}/${kind}-${sha256(Buffer.from(documentNo)).slice(0, 24)}.pdf`;
    let status = this.store(relative, bytes);
    if (doc.file_name !== relative) {
      await repo.setDocumentFile(this.db, Number(doc.id), relative, this.options.clock());
      // The document had a PDF under another name (the demo's): this one replaces it.
      if (status === 'unchanged' || doc.file_name !== null) status = 'updated';
    } else if (status !== 'unchanged') {
      await repo.setDocumentFile(this.db, Number(doc.id), relative, this.options.clock());
    }
    return { index: 0, key: `${kind}:${documentNo}`, status };
  }

  async slaughterPhoto(params: { kind: 'posted' | 'temp'; settlement_no: string; animal: number; photo: number }, body: unknown, contentType: string): Promise<ImportRecordResult> {
    const { extension, bytes } = checkFile(body, contentType, ['image/png', 'image/jpeg']);
    const animal = await repo.findAnimal(this.db, params.kind, params.settlement_no, params.animal);
    if (!animal) throw notFound();
    const existing = await repo.findPhoto(this.db, Number(animal.id), params.photo);
    // A photo keeps its id (what the browser asks for); a new one gets an unguessable one.
    const id = existing?.id ?? randomBytes(12).toString('base64url');
    const relative = `slaughter-photos/${animal.supplier_no}/${id}.${extension}`;
    let status = this.store(relative, bytes);
    // A photo the portal had is 'updated' by other bytes, also when they are of another type and
    // so land in a file of another name ('created' for that file, not for the photo).
    if (existing && (existing.file_name !== relative || status !== 'unchanged')) status = 'updated';
    if (!existing || status !== 'unchanged') {
      await repo.upsertPhoto(
        this.db,
        { id, animal_id: Number(animal.id), supplier_no: animal.supplier_no, position: params.photo, file_name: relative, content_type: contentType.split(';')[0]!.trim().toLowerCase() },
        existing !== undefined,
      );
    }
    const key = `${params.kind}:${params.settlement_no}/${params.animal}/${params.photo}`;
    return { index: 0, key, status: existing ? status : 'created' };
  }
}
