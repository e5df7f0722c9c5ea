// The buttons at the end of a queue's row, each a decision the staff member may take.
/** A row's buttons: each shown when given (not false), primary or dangerous. */
export interface RowButton {
  label: string;
  tone: 'primary' | 'danger';
  onPress(): void;
}

export function RowButtons({ buttons }: { buttons: (RowButton | false)[] }) {
  return (
    <span className="row-actions">
      {buttons.map(
        (b) =>
          b && (
            <button
              key={b.label}
              type="button"
              className={`btn btn-small btn-${b.tone}`}
              onClick={b.onPress}
            >
              {b.label}
            </button>
          ),
      )}
    </span>
  );
}
