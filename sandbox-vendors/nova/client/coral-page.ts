import './nova.css';
import { el } from '../../kit/client/frame.ts';
import { w } from './labels.ts';
import { startShell } from './nova-shell.ts';
import { drawFish, drawReef, FISH_LOOK, type Swimmer } from './fish-art.ts';

/**
 * Coral Hunt's page: fish swim across a canvas; tapping a fish fires the cannon at it, one
 * shot = one round at the cannon's value. The server decides the catch from the committed
 * seeds; the page flies the shell, then shows the catch or the miss.
 */

interface Shot {
  fish: string;
  caught: boolean;
  pay: number;
}

const canvas = el('canvas', 'coral-canvas');
canvas.width = 960;
canvas.height = 540;
const stage = el('div', 'coral-sea', canvas);
const ctx = canvas.getContext('2d');
const fish: Swimmer[] = [];
const effects: { x: number; y: number; text: string; born: number }[] = [];
const shells: { x: number; y: number; tx: number; ty: number; born: number }[] = [];
const kinds = Object.keys(FISH_LOOK);
const weights = kinds.map((kind) => FISH_LOOK[kind]?.spawn ?? 1);
let aim = { x: canvas.width / 2, y: canvas.height / 2 };

function spawn(): void {
  let ticket = Math.random() * weights.reduce((a, b) => a + b, 0);
  let kind = kinds[0] ?? 'CLOWNFISH';
  for (const [index, weight] of weights.entries()) {
    ticket -= weight;
    if (ticket < 0) {
      kind = kinds[index] ?? kind;
      break;
    }
  }
  const look = FISH_LOOK[kind];
  const leftToRight = Math.random() < 0.5;
  const size = look?.size ?? 30;
  fish.push({
    kind,
    x: leftToRight ? -size * 2 : canvas.width + size * 2,
    y: 60 + Math.random() * (canvas.height - 180),
    vx: (leftToRight ? 1 : -1) * (0.6 + Math.random() * 1.2) * (look?.speed ?? 1),
    phase: Math.random() * Math.PI * 2,
    caught: 0,
  });
}

function frame(time: number): void {
  if (!ctx) return;
  if (fish.length < 14 && Math.random() < 0.05) spawn();
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  drawReef(ctx, canvas.width, canvas.height, time);
  for (let i = fish.length - 1; i >= 0; i--) {
    const swimmer = fish[i];
    if (!swimmer) continue;
    swimmer.x += swimmer.caught ? 0 : swimmer.vx;
    const size = FISH_LOOK[swimmer.kind]?.size ?? 30;
    if (
      swimmer.x < -size * 3 ||
      swimmer.x > canvas.width + size * 3 ||
      (swimmer.caught && time - swimmer.caught > 900)
    ) {
      fish.splice(i, 1);
      continue;
    }
    drawFish(ctx, swimmer, time);
  }
  // The cannon turns toward the last aim.
  const cx = canvas.width / 2;
  const cy = canvas.height - 10;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(Math.atan2(aim.y - cy, aim.x - cx) + Math.PI / 2);
  ctx.fillStyle = '#c9d6df';
  ctx.fillRect(-12, -70, 24, 60);
  ctx.restore();
  ctx.fillStyle = '#ffc83d';
  ctx.beginPath();
  ctx.arc(cx, cy, 34, Math.PI, 0);
  ctx.fill();
  for (let i = shells.length - 1; i >= 0; i--) {
    const shot = shells[i];
    if (!shot) continue;
    const t = Math.min(1, (time - shot.born) / 250);
    if (t >= 1) shells.splice(i, 1);
    ctx.fillStyle = '#fff3b0';
    ctx.beginPath();
    ctx.arc(shot.x + (shot.tx - shot.x) * t, shot.y + (shot.ty - shot.y) * t, 7, 0, Math.PI * 2);
    ctx.fill();
  }
  for (let i = effects.length - 1; i >= 0; i--) {
    const effect = effects[i];
    if (!effect) continue;
    const age = (time - effect.born) / 1_200;
    if (age >= 1) effects.splice(i, 1);
    ctx.globalAlpha = 1 - age;
    ctx.fillStyle = '#ffd23f';
    ctx.font = 'bold 30px Impact, Arial Black, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(effect.text, effect.x, effect.y - age * 50);
    ctx.globalAlpha = 1;
  }
  requestAnimationFrame(frame);
}

void startShell({
  title: w('game.coral-hunt'),
  stage,
  actionLabel: w('nova.tapFish'),
  tapToPlay: true,
  act: () => Promise.resolve(false),
}).then((shell) => {
  for (let i = 0; i < 8; i++) spawn();
  fish.forEach((swimmer) => {
    swimmer.x = Math.random() * canvas.width;
  });
  requestAnimationFrame(frame);
  let inFlight = 0;
  canvas.addEventListener('pointerdown', (event) => {
    const box = canvas.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * canvas.width;
    const y = ((event.clientY - box.top) / box.height) * canvas.height;
    aim = { x, y };
    const target = fish.find(
      (swimmer) =>
        !swimmer.caught &&
        Math.hypot(swimmer.x - x, swimmer.y - y) < (FISH_LOOK[swimmer.kind]?.size ?? 30) * 1.3,
    );
    if (!target) {
      shell.message(w('nova.tapFish'));
      return;
    }
    if (inFlight >= 3) return;
    inFlight += 1;
    shells.push({
      x: canvas.width / 2,
      y: canvas.height - 40,
      tx: target.x,
      ty: target.y,
      born: performance.now(),
    });
    void shell.play<Shot>('shoot', { fish: target.kind }).then((played) => {
      inFlight -= 1;
      if (!played) return;
      shell.setBalance(played.balance);
      if (played.outcome.caught) {
        target.caught = performance.now();
        effects.push({
          x: target.x,
          y: target.y,
          text: `+${shell.money(played.payout)}`,
          born: performance.now(),
        });
        shell.message(w('nova.caught', { amount: shell.money(played.payout) }), 'win');
      }
    });
  });
});
