import './style.css';
import { greet } from './shared.ts';

const root = document.getElementById('root');
if (root) root.textContent = greet('mini runtime');
void import('./lazy.ts').then((m) => m.later());
