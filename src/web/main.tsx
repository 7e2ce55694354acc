import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { preloadNextSteps } from "./app/preload-next-steps";
import { AppProviders } from "./app/providers";
import { AppRoutes } from "./app/router";
import { initI18n } from "./i18n/i18n";

const i18n = await initI18n();
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (Lighthouse's total blocking time on a phone).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      {/* Navigations render at once, in step with the auth state (a sign-out then a move home). */}
      <BrowserRouter useTransitions={false}>
        <AppProviders i18n={i18n}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  ),
);
// Only the landing page's next clicks are known (sign-in, prices); elsewhere the preload would compete
// with the page's own code and data.
if (window.location.pathname === "/") preloadNextSteps();
