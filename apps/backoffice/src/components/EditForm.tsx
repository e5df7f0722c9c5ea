// The list-and-edit pattern of the CRUD pages: a draft (null while nothing is being edited)
// opened from a "new" button or a row's "edit", and a form that saves it, shows the server's
// refusal under its fields, and closes on success.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/labels.ts';

/** What the form needs of a save mutation (TanStack Query's useMutation result). */
export interface SaveMutation<D> {
  mutate(draft: D, options: { onSuccess(): void }): void;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export function useListEdit<D>(save: SaveMutation<D>) {
  const [draft, setDraft] = useState<D | null>(null);
  return {
    draft,
    /** Replace the draft as fields change. */
    change: (next: D) => setDraft(next),
    open: (next: D) => {
      save.reset();
      setDraft(next);
    },
    close: () => setDraft(null),
    save,
    submit: () => draft !== null && save.mutate(draft, { onSuccess: () => setDraft(null) }),
  };
}

export function EditForm<D>(props: {
  edit: ReturnType<typeof useListEdit<D>>;
  cancelLabel: string;
  saveLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { edit } = props;
  return (
    <form
      className="panel edit-form"
      onSubmit={(e) => {
        e.preventDefault();
        edit.submit();
      }}
    >
      {props.children}
      {edit.save.isError && (
        <p className="form-error full" role="alert">
          {errorText(t, edit.save.error)}
        </p>
      )}
      <div className="form-actions full">
        <button type="button" className="btn" onClick={edit.close}>
          {props.cancelLabel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={edit.save.isPending}>
          {props.saveLabel}
        </button>
      </div>
    </form>
  );
}
