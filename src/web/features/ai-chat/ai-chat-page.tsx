import "@/components/chat/catalog";
import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignedInOnly } from "@/components/signed-in-only";
import { ChatWorkspace } from "./chat-workspace";

/** /ai-chat: the chat for a signed-in user, an in-page sign-in prompt for a visitor (000 §2, DESIGN d12). */
export function AiChatPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      icon={MessagesSquare}
      title={t("chat.signIn.title")}
      description={t("chat.signIn.description")}
      buttonLabel={t("chat.signIn.button")}
      returnTo="/ai-chat"
    >
      {(user) => <ChatWorkspace key={user.id} />}
    </SignedInOnly>
  );
}
