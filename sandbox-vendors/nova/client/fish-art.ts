/**
 * Coral Hunt's swimmers, drawn on the canvas with paths (our own art): a body, a tail that
 * beats, an eye, and a feature per kind. Sizes, speeds and spawn weights mirror the math's
 * table (nova/math/coral-hunt.ts) so bigger fish are rarer and slower.
 */

export interface Swimmer {
  kind: string;
  x: number;
  y: number;
  vx: number;
  phase: number;
  /** When it was caught (performance time), 0 while free. */
  caught: number;
}

interface Look {
  body: string;
  fin: string;
  size: number;
  speed: number;
  spawn: number;
  multiplier: number;
}

export const FISH_LOOK: Record<string, Look> = {
  CLOWNFISH: { body: '#ff8c42', fin: '#fff3b0', size: 22, speed: 1.6, spawn: 30, multiplier: 2 },
  ANGELFISH: { body: '#ffd23f', fin: '#3a86ff', size: 26, speed: 1.4, spawn: 22, multiplier: 3 },
  PUFFER: { body: '#f4e285', fin: '#f28482', size: 28, speed: 1.1, spawn: 16, multiplier: 5 },
  TURTLE: { body: '#52b788', fin: '#2d6a4f', size: 36, speed: 0.8, spawn: 12, multiplier: 10 },
  OCTOPUS: { body: '#c77dff', fin: '#7b2cbf', size: 38, speed: 0.8, spawn: 8, multiplier: 20 },
  MANTA: { body: '#48cae4', fin: '#023e8a', size: 46, speed: 0.9, spawn: 6, multiplier: 40 },
  SHARK: { body: '#8d99ae', fin: '#2b2d42', size: 58, speed: 1.2, spawn: 4, multiplier: 80 },
  WHALE: { body: '#ffc83d', fin: '#c77800', size: 80, speed: 0.5, spawn: 2, multiplier: 200 },
};

export function drawFish(ctx: CanvasRenderingContext2D, fish: Swimmer, time: number): void {
  const look = FISH_LOOK[fish.kind];
  if (!look) return;
  const s = look.size;
  const wobble = Math.sin(time / 180 + fish.phase);
  ctx.save();
  ctx.translate(fish.x, fish.y + Math.sin(time / 600 + fish.phase) * 6);
  // Fish face left when swimming left; a caught fish flips belly-up and fades.
  ctx.scale(fish.vx < 0 ? 1 : -1, fish.caught ? -1 : 1);
  if (fish.caught) ctx.globalAlpha = Math.max(0, 1 - (time - fish.caught) / 900);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ffffff';
  // Tail.
  ctx.fillStyle = look.fin;
  ctx.beginPath();
  ctx.moveTo(s * 0.8, 0);
  ctx.lineTo(s * 1.5, -s * 0.6 + wobble * 4);
  ctx.lineTo(s * 1.5, s * 0.6 + wobble * 4);
  ctx.closePath();
  ctx.fill();
  // Body.
  ctx.fillStyle = look.body;
  ctx.beginPath();
  if (fish.kind === 'MANTA') {
    ctx.moveTo(-s, 0);
    ctx.quadraticCurveTo(0, -s * 1.3 + wobble * 6, s, 0);
    ctx.quadraticCurveTo(0, s * 1.3 - wobble * 6, -s, 0);
  } else if (fish.kind === 'PUFFER') {
    ctx.arc(0, 0, s * 0.85, 0, Math.PI * 2);
  } else {
    ctx.ellipse(0, 0, s, s * (fish.kind === 'SHARK' ? 0.38 : 0.55), 0, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = look.fin;
  if (fish.kind === 'TURTLE') {
    ctx.beginPath();
    ctx.ellipse(0, 0, s * 0.7, s * 0.45, 0, 0, Math.PI * 2);
    ctx.fill();
  } else if (fish.kind === 'OCTOPUS') {
    for (let i = 0; i < 4; i++)
      ctx.fillRect(
        -s * 0.5 + i * s * 0.3,
        s * 0.3,
        s * 0.14,
        s * 0.6 + Math.sin(time / 150 + i) * 5,
      );
  } else if (fish.kind === 'SHARK') {
    ctx.beginPath();
    ctx.moveTo(-s * 0.1, -s * 0.3);
    ctx.lineTo(s * 0.2, -s * 0.95);
    ctx.lineTo(s * 0.45, -s * 0.3);
    ctx.fill();
  } else if (fish.kind === 'CLOWNFISH') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(-s * 0.35, -s * 0.5, s * 0.18, s);
    ctx.fillRect(s * 0.25, -s * 0.45, s * 0.15, s * 0.9);
  } else if (fish.kind === 'WHALE') {
    ctx.fillStyle = '#fff3b0';
    ctx.beginPath();
    ctx.ellipse(-s * 0.1, s * 0.25, s * 0.7, s * 0.2, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  // Eye.
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(-s * 0.6, -s * 0.12, Math.max(3, s * 0.12), 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111111';
  ctx.beginPath();
  ctx.arc(-s * 0.63, -s * 0.12, Math.max(1.5, s * 0.06), 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.font = 'bold 13px Arial, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(`×${look.multiplier}`, fish.x, fish.y + s + 14);
}

const REEF = [
  { x: 0.06, h: 0.22, colour: '#ff6b6b' },
  { x: 0.16, h: 0.14, colour: '#ff9f1c' },
  { x: 0.3, h: 0.18, colour: '#f15bb5' },
  { x: 0.7, h: 0.2, colour: '#fee440' },
  { x: 0.82, h: 0.15, colour: '#ff6b6b' },
  { x: 0.93, h: 0.24, colour: '#9b5de5' },
];

/** The sea floor: sand and swaying coral, drawn behind the fish. */
export function drawReef(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  time: number,
): void {
  ctx.fillStyle = '#e9c46a';
  ctx.beginPath();
  ctx.moveTo(0, height);
  ctx.quadraticCurveTo(width * 0.25, height - 34, width * 0.5, height - 18);
  ctx.quadraticCurveTo(width * 0.75, height - 4, width, height - 30);
  ctx.lineTo(width, height);
  ctx.fill();
  ctx.lineCap = 'round';
  ctx.lineWidth = 10;
  for (const [index, coral] of REEF.entries()) {
    const x = coral.x * width;
    const top = height - coral.h * height;
    const sway = Math.sin(time / 900 + index) * 8;
    ctx.strokeStyle = coral.colour;
    ctx.beginPath();
    ctx.moveTo(x, height - 10);
    ctx.quadraticCurveTo(x - 18, (height + top) / 2, x + sway, top);
    ctx.moveTo(x, height - 10);
    ctx.quadraticCurveTo(x + 22, (height + top) / 2 + 10, x + 18 + sway, top + 24);
    ctx.stroke();
  }
}
