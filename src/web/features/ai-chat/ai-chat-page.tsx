import "@/components/chat/catalog";
import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignInPrompt } from "@/components/chat/sign-in-prompt";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "@/features/auth/auth-context";
import { ChatWorkspace } from "./chat-workspace";

/** /ai-chat: the chat for a signed-in user, an in-page sign-in prompt for a visitor (000 §2, DESIGN d12). */
export function AiChatPage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <SignInPrompt
        icon={MessagesSquare}
        title={t("chat.signIn.title")}
        description={t("chat.signIn.description")}
        buttonLabel={t("chat.signIn.button")}
        returnTo="/ai-chat"
      />
    );
  }
  return <ChatWorkspace key={user.id} />;
}
