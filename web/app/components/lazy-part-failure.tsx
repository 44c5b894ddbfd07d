/**
 * The inline message of a part of the page whose code could not be loaded (hooks/use-lazy-module.ts),
 * in that part's own place: what failed and a Retry button. It never takes focus, so a reader
 * typing or reading stays where they are; screen readers hear it once (`role="alert"`).
 */
export function LazyPartFailure({
  what,
  onRetry,
  className = "",
}: {
  what: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`lazy-part-failure ${className}`.trim()} role="alert">
      <span>{what} could not be loaded. Check your connection.</span>
      <button
        type="button"
        className="button button--secondary lazy-part-failure__retry"
        onMouseDown={(event) => event.preventDefault()}
        onClick={onRetry}
      >
        Retry
      </button>
    </div>
  );
}
