import '../styles/global.css';
import '@fontsource-variable/inter/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StaffApp } from './staff-app';

/**
 * The staff area's entry (src/staff/index.html, built to dist/staff/index.html, served at /staff and /staff/*): rendered in the browser only,
 * never prerendered (its pages are behind a sign-in), in chunks of its own that no public page loads.
 */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StaffApp />
      </BrowserRouter>
    </StrictMode>,
  );
}
