import { Button, ButtonLink } from './Button';

/**
 * An admin list row's Edit link and Delete button, named for the entry they act on (so a screen
 * reader hears "Edit Cement 50kg", not a list of "Edit"). The caller asks before deleting.
 */
export function RowActions({
  name,
  editTo,
  deleting,
  onDelete,
}: {
  name: string;
  editTo: string;
  /** True while this entry's delete is under way. */
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <>
      <ButtonLink to={editTo} variant="outline" size="sm" aria-label={`Edit ${name}`}>
        Edit
      </ButtonLink>
      <Button
        type="button"
        variant="danger"
        size="sm"
        aria-label={`Delete ${name}`}
        disabled={deleting}
        onClick={onDelete}
      >
        Delete
      </Button>
    </>
  );
}
