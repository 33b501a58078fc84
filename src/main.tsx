import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Shell() {
  return (
    <main>
      <h1>Frame Shop</h1>
      <p>Imported picture frames, delivered across Kenya.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
);
