// A row of small tabs choosing one of a few values (a language, a kind of text).
export function SmallTabs<T extends string>(props: {
  items: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (value: T) => string;
  ariaLabel?: string;
}) {
  return (
    <div className="tabs small-tabs" role="tablist" aria-label={props.ariaLabel}>
      {props.items.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          aria-selected={props.value === item}
          className={props.value === item ? 'tab active' : 'tab'}
          onClick={() => props.onChange(item)}
        >
          {props.label(item)}
        </button>
      ))}
    </div>
  );
}
