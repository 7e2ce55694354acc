import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";
import { cn } from "@/lib/class-names";

/** Log in and sign up for a visitor (000 §2), sign out for a signed-in user. */
export function AccountActions({ className, onAction }: { className?: string; onAction?: () => void }) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  if (user) {
    return (
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => {
          onAction?.();
          void signOut();
          navigate("/");
        }}
      >
        <LogOut aria-hidden="true" className="rtl:rotate-180" />
        {t("shell.signOut")}
      </Button>
    );
  }
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Button asChild variant="ghost" size="sm" className="flex-1">
        <Link to="/auth" onClick={onAction}>
          {t("shell.login")}
        </Link>
      </Button>
      <Button asChild size="sm" className="flex-1">
        <Link to="/auth?tab=signup" onClick={onAction}>
          {t("shell.signup")}
        </Link>
      </Button>
    </div>
  );
}
