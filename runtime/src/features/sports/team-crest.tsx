/**
 * A team's crest, drawn from its name: a shield in two colours with the team's initials.
 * The sandbox book's teams are invented, so their art is too; the same name always draws the
 * same crest, and two teams of one match almost never share colours.
 */
const PALETTE = [
  ['#1d4ed8', '#facc15'],
  ['#b91c1c', '#f8fafc'],
  ['#047857', '#fde68a'],
  ['#7c3aed', '#f0abfc'],
  ['#0f172a', '#38bdf8'],
  ['#c2410c', '#1e293b'],
  ['#0e7490', '#ecfeff'],
  ['#be185d', '#fce7f3'],
  ['#4d7c0f', '#fefce8'],
  ['#334155', '#f97316'],
] as const;

function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const letters =
    words.length > 1 ? words.slice(0, 2).map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

export function TeamCrest({ name, size = 32 }: { name: string; size?: number }) {
  const h = hashOf(name);
  const [main, trim] = PALETTE[h % PALETTE.length] ?? PALETTE[0];
  const stripe = (h >>> 8) % 3; // plain, sash or band
  return (
    <svg
      className="wl-crest"
      viewBox="0 0 40 44"
      width={size}
      height={(size * 44) / 40}
      aria-hidden="true"
    >
      <path
        d="M20 2 37 8v13c0 10-7 17-17 21C10 38 3 31 3 21V8z"
        fill={main}
        stroke={trim}
        strokeWidth="2"
      />
      {stripe === 1 && <path d="M6 9 34 35" stroke={trim} strokeWidth="5" opacity="0.3" />}
      {stripe === 2 && <path d="M4 16h32" stroke={trim} strokeWidth="6" opacity="0.3" />}
      <text
        x="20"
        y="27"
        textAnchor="middle"
        fontSize="13"
        fontWeight="800"
        fill={trim}
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
