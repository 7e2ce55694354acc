import { LogIn, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { signInPathFor } from "@/lib/auth/redirect-target";

export type SignInPromptProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  buttonLabel: string;
  /** The page to come back to after signing in. */
  returnTo: string;
};

/** DESIGN d12: a visitor on a page that needs an account sees this in the page instead of being sent away. */
export function SignInPrompt({ icon: Icon, title, description, buttonLabel, returnTo }: SignInPromptProps) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-12">
      <Card className="w-full text-center">
        <CardHeader className="items-center gap-3">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="font-extrabold text-2xl">{title}</h1>
          <CardDescription>{description}</CardDescription>
          <Button asChild size="lg" className="mt-2">
            <Link to={signInPathFor(returnTo)}>
              <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
              {buttonLabel}
            </Link>
          </Button>
        </CardHeader>
      </Card>
    </div>
  );
}
