import { ImagePlus } from 'lucide-react';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { IMAGE_MAX_LABEL } from '#shared/constants.js';
import { ImageStrip, type PendingImage } from './ImageStrip';
import styles from './blog-admin.module.css';

/**
 * The blog's images: a drop zone (also a button that opens the file picker), then the chosen
 * images in the order they will follow the paragraphs, which can be dragged to reorder.
 */
export function ImageDropzone({
  images,
  onChange,
  onAdd,
}: {
  images: PendingImage[];
  onChange: (images: PendingImage[]) => void;
  /** Files dropped or picked; the form checks their sizes and adds them. */
  onAdd: (files: readonly File[]) => void;
}) {
  const [dragOver, setDragOver] = useState(false);
  const galleryInput = useRef<HTMLInputElement>(null);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragOver(false);
    onAdd(Array.from(event.dataTransfer.files));
  }

  function openPicker(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      galleryInput.current?.click();
    }
  }

  return (
    <div className="field">
      <span className={styles.blogFormLabel} id="blog-images-label">
        Images (max {IMAGE_MAX_LABEL} each)
      </span>
      <div
        className={`${styles.blogDropzone} ${dragOver ? styles.blogDropzoneOver : ''}`}
        role="button"
        tabIndex={0}
        aria-labelledby="blog-images-label blog-images-hint"
        onClick={() => galleryInput.current?.click()}
        onKeyDown={openPicker}
        onDragOver={(e) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        <ImagePlus size={28} aria-hidden="true" />
        <span id="blog-images-hint">Drag and drop images here, or click to choose</span>
      </div>
      <input
        ref={galleryInput}
        id="blog-images"
        className="visually-hidden"
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-label="Choose images"
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <ImageStrip items={images} onChange={onChange} />
      {images.length > 1 && (
        <p className={`muted ${styles.blogFormHint}`}>Drag the previews to change their order.</p>
      )}
    </div>
  );
}
