// The smallest honest app on the same stack: React, a router and one jotai atom.
// bench:size divides the runtime's first load by this one's.
import { atom, useAtom } from 'jotai';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

const countAtom = atom(0);

function Home() {
  const [count, setCount] = useAtom(countAtom);
  return <button onClick={() => setCount(count + 1)}>{count}</button>;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <BrowserRouter>
    <Routes>
      <Route path="/index" element={<Home />} />
      <Route path="*" element={<Navigate to="/index" />} />
    </Routes>
  </BrowserRouter>,
);
