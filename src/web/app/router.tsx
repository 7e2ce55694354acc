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
const AiChatPage = lazy(() =>
  import("@/features/ai-chat/ai-chat-page").then((module) => ({ default: module.AiChatPage })),
);
const AiYourPage = lazy(() =>
  import("@/features/ai-your/ai-your-page").then((module) => ({ default: module.AiYourPage })),
);
const DailyContentPage = lazy(() =>
  import("@/features/daily-content/daily-content-page").then((module) => ({ default: module.DailyContentPage })),
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
        {/* DESIGN d12: these show their own sign-in prompt to a visitor. */}
        <Route path="ai-chat" element={<AiChatPage />} />
        <Route path="ai-your" element={<AiYourPage />} />
        <Route path="daily-content" element={<DailyContentPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
