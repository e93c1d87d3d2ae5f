import type { SettlementKind, SlaughterAnimal } from '@slakteweb/core';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { Modal } from '@/components/ui/modal';
import { slaughterPhotoUrl } from '../api/download-urls';
import styles from './settlements.module.css';

export const PHOTO_ERROR_TEXT = 'Bildet eksisterer ikke, eller kunne ikke lastes inn.';

interface PhotoModalProps {
  kind: SettlementKind;
  animal: SlaughterAnimal;
  onClose: () => void;
}

/**
 * The slaughter photos of one animal (spec §2, §4): 'Bilde X av N', previous/next (also the
 * arrow keys) kept within the photos, a loading state while a photo loads and a message when it
 * cannot be loaded.
 */
export function PhotoModal({ kind, animal, onClose }: PhotoModalProps) {
  const ids = animal.slaughter_image_download_ids;
  const total = ids.length;
  const [index, setIndex] = useState(0);
  const go = useCallback((step: number) => setIndex((i) => Math.min(total - 1, Math.max(0, i + step))), [total]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go]);

  const imageId = ids[index];
  const atStart = index === 0;
  const atEnd = index >= total - 1;
  const position = `Bilde ${index + 1} av ${total}`;

  return (
    <Modal title="Slaktebilder" size="wide" isOpen onOpenChange={(open) => !open && onClose()}>
      <p className={styles.photoCaption}>
        {animal.description}, individnr {animal.individual_no}, merkenr {animal.mark_no}
      </p>
      {imageId !== undefined && (
        // Keyed by photo: each one starts in the loading state.
        <PhotoFrame
          key={imageId}
          src={slaughterPhotoUrl(kind, imageId)}
          alt={`Slaktebilde ${index + 1} av ${total} av ${animal.description.toLowerCase()} med individnr ${animal.individual_no}`}
        />
      )}
      <div className={styles.photoNav}>
        <Button variant="secondary" aria-disabled={atStart} onPress={() => go(-1)} aria-label="Forrige bilde">
          <ChevronLeftIcon />
          Forrige
        </Button>
        <p className={styles.photoPosition} aria-live="polite">
          {position}
        </p>
        <Button variant="secondary" aria-disabled={atEnd} onPress={() => go(1)} aria-label="Neste bilde">
          Neste
          <ChevronRightIcon size={20} />
        </Button>
      </div>
    </Modal>
  );
}

function PhotoFrame({ src, alt }: { src: string; alt: string }) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  if (status === 'error') {
    return (
      <div className={styles.photoFrame}>
        <Alert kind="error">{PHOTO_ERROR_TEXT}</Alert>
      </div>
    );
  }
  return (
    <div className={styles.photoFrame} aria-busy={status === 'loading' || undefined}>
      {status === 'loading' && (
        <div className={styles.photoLoading}>
          <Loading />
        </div>
      )}
      <img
        src={src}
        alt={alt}
        className={status === 'loaded' ? styles.photo : `${styles.photo} ${styles.photoPending}`}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('error')}
      />
    </div>
  );
}
