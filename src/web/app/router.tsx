import { lazy } from "react";
import { Route, Routes } from "react-router";
import { RequireAuth } from "@/features/auth/require-auth";
import { LandingPage } from "@/features/landing/landing-page";
import { AppLayout } from "./layout/app-layout";

// Every page but the landing is its own chunk, so the first visit downloads only what it shows.
const AuthPage = lazy(() => import("@/features/auth/auth-page").then((module) => ({ default: module.AuthPage })));
const DashboardPage = lazy(() =>
  import("@/features/dashboard/dashboard-page").then((module) => ({ default: module.DashboardPage })),
);
const NotFoundPage = lazy(() => import("./not-found-page").then((module) => ({ default: module.NotFoundPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route
          path="dashboard"
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
