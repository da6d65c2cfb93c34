/** A drawn number as a row of lottery balls, one per digit. */
export function Balls({ number, small = false }: { number: string; small?: boolean }) {
  return (
    <span className={`wl-balls${small ? ' wl-balls--small' : ''}`} dir="ltr" aria-label={number}>
      {[...number].map((digit, i) => (
        <span key={i} className="wl-balls__ball" aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
