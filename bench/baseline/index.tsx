import { createRoot } from 'react-dom/client';

/** The baseline of the bundle benchmark: a bare React 19 page, built like the shell. */
createRoot(document.getElementById('root') as HTMLElement).render(<h1>Hello</h1>);
