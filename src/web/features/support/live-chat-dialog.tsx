import { zodResolver } from "@hookform/resolvers/zod";
import { newTicketSchema } from "@shared/tickets";
import { LogIn, MessageCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useAuth } from "@/lib/auth/auth-context";
import { signInPathFor } from "@/lib/auth/redirect-target";
import { useFormat } from "@/lib/format";
import { useStartLiveChat } from "./api/start-live-chat";
import { validationKey } from "./validation-key";

const firstMessageSchema = newTicketSchema.pick({ description: true });
type FirstMessage = { description: string };

/**
 * STAT-10: live chat is a real conversation with support: the first message opens a ticket and the user
 * lands on its thread (/tickets?ticket=…), where support's answers arrive. A visitor signs in first and
 * comes back to this page.
 */
export function LiveChatDialog() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <MessageCircle aria-hidden="true" />
          {t("support.liveChat.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("support.liveChat.close")}>
        <DialogHeader>
          <DialogTitle>{t("support.liveChat.title")}</DialogTitle>
          <DialogDescription>
            {user ? t("support.liveChat.description") : t("support.liveChat.signInText")}
          </DialogDescription>
        </DialogHeader>
        {user ? <FirstMessageForm /> : <SignInToChat />}
      </DialogContent>
    </Dialog>
  );
}

function SignInToChat() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Button asChild>
      <Link to={signInPathFor(`${location.pathname}${location.search}`)}>
        <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
        {t("support.liveChat.signIn")}
      </Link>
    </Button>
  );
}

function FirstMessageForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const start = useStartLiveChat();
  const { register, handleSubmit, formState } = useForm<FirstMessage>({
    resolver: zodResolver(firstMessageSchema),
    defaultValues: { description: "" },
  });
  const message = formState.errors.description?.message;

  async function submit({ description }: FirstMessage) {
    try {
      const title = t("support.liveChat.ticketTitle", { date: format.dateTime(new Date()) });
      const ticket = await start.mutateAsync({ title, message: description });
      void navigate(`/tickets?ticket=${ticket.id}`);
    } catch (error) {
      toast.error(t("support.liveChat.failed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
      <FormField
        id="live-chat-message"
        label={t("support.liveChat.message")}
        required
        error={message === undefined ? undefined : t(`support.validation.${validationKey(message)}`)}
      >
        {(control) => <Textarea dir="auto" rows={4} maxLength={5000} {...control} {...register("description")} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("support.liveChat.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner />}
          {formState.isSubmitting ? t("support.liveChat.starting") : t("support.liveChat.start")}
        </Button>
      </DialogFooter>
    </form>
  );
}
