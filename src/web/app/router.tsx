import { lazy } from "react";
import { Route, Routes } from "react-router";
import { LandingPage } from "@/features/landing/landing-page";
import { preloadFirstPage } from "./first-page-chunks";
import { AppLayout } from "./layout/app-layout";

// The landing page ships with the first download; the table of every other page (and each page) comes
// when one is first opened, or once the landing page is idle (preload-next-steps.ts), so adding pages
// does not grow the landing page's JavaScript.
export const loadAppPages = () => import("./app-pages");
const AppPages = lazy(() => {
  preloadFirstPage(window.location.pathname);
  return loadAppPages().then((module) => ({ default: module.AppPagesWithServerCache }));
});

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="*" element={<AppPages />} />
      </Route>
    </Routes>
  );
}
