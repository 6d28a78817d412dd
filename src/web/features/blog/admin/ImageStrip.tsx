import {
  closestCenter,
  DndContext,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { X } from 'lucide-react';
import { useObjectUrl } from './use-object-url';
import styles from './blog-admin.module.css';

/** A chosen file and its preview move as one item, so reordering can never separate them. */
export interface PendingImage {
  id: string;
  file: File;
}

/** The new order after a drag; a drop outside the list (or on itself) changes nothing. */
export function reorderAfterDrag<T extends { id: string }>(
  items: T[],
  activeId: string,
  overId: string | null,
): T[] {
  if (!overId || activeId === overId) return items;
  const from = items.findIndex((i) => i.id === activeId);
  const to = items.findIndex((i) => i.id === overId);
  if (from < 0 || to < 0) return items;
  return arrayMove(items, from, to);
}

/**
 * With a pointer, only a drop over (or overlapping) a preview counts, so letting go anywhere
 * else leaves the order alone; the keyboard always moves to the nearest neighbour.
 */
const dropTarget: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

export function ImageStrip({
  items,
  onChange,
}: {
  items: PendingImage[];
  onChange: (next: PendingImage[]) => void;
}) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so the remove buttons still take clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd(event: DragEndEvent) {
    onChange(
      reorderAfterDrag(items, String(event.active.id), event.over ? String(event.over.id) : null),
    );
  }

  if (items.length === 0) return null;
  return (
    <DndContext sensors={sensors} collisionDetection={dropTarget} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.id)} strategy={horizontalListSortingStrategy}>
        <ol className={styles.blogStrip} aria-label="New images, in reading order">
          {items.map((item, index) => (
            <SortablePreview
              key={item.id}
              item={item}
              position={index + 1}
              total={items.length}
              onRemove={() => onChange(items.filter((i) => i.id !== item.id))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortablePreview({
  item,
  position,
  total,
  onRemove,
}: {
  item: PendingImage;
  position: number;
  total: number;
  onRemove: () => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: item.id,
  });
  const url = useObjectUrl(item.file);
  return (
    <li
      ref={setNodeRef}
      className={`${styles.blogStripItem} ${isDragging ? styles.blogStripItemDragging : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div
        ref={setActivatorNodeRef}
        className={styles.blogStripHandle}
        {...attributes}
        {...listeners}
        aria-label={`${item.file.name}, image ${position} of ${total}. Drag to reorder.`}
      >
        {url && <img src={url} alt="" draggable={false} />}
        <span className={styles.blogStripName} data-testid="blog-strip-name">
          {item.file.name}
        </span>
      </div>
      <button
        type="button"
        className={styles.blogStripRemove}
        aria-label={`Remove ${item.file.name}`}
        onClick={onRemove}
      >
        <X size={14} aria-hidden="true" />
      </button>
    </li>
  );
}
