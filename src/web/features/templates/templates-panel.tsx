import type { MessageTemplate } from "@shared/templates";
import { MessageSquareText, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useTemplates } from "./api/templates";
import "./catalog";
import { TemplateCard } from "./template-card";
import { TemplateDialog } from "./template-dialog";

type DialogState = { open: boolean; template: MessageTemplate | null; opening: number };

/** TPL-01..12: the seller's message templates (001 §2 templates tab), what their bot says (DESIGN 24). */
export function TemplatesPanel() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const templates = useTemplates();
  // The template stays while the dialog closes, so its title does not flip; each opening starts a fresh form.
  const [dialog, setDialog] = useState<DialogState>({ open: false, template: null, opening: 0 });
  const openDialog = (template: MessageTemplate | null) =>
    setDialog((current) => ({ open: true, template, opening: current.opening + 1 }));

  // TPL-09: a toast is an event, shown once per failed load; the panel also keeps its error state.
  const loadError = templates.error;
  useEffect(() => {
    if (loadError) {
      toast.error(t("templates.toasts.fetchFailed"), {
        id: "templates-fetch-failed",
        description: apiErrorMessage(t, loadError, locale),
      });
    }
  }, [loadError, t, locale]);

  return (
    <section aria-labelledby="templates-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 id="templates-title" className="font-bold text-lg">
            {t("templates.title")}
          </h3>
          <p className="text-muted-foreground text-sm">{t("templates.description")}</p>
        </div>
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" />
          {t("templates.add")}
        </Button>
      </div>
      <TemplateList templates={templates} onEdit={openDialog} />
      <TemplateDialog
        key={dialog.opening}
        template={dialog.template}
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </section>
  );
}

function TemplateList({
  templates,
  onEdit,
}: {
  templates: ReturnType<typeof useTemplates>;
  onEdit: (template: MessageTemplate) => void;
}) {
  const { t } = useTranslation();
  if (templates.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner />
        {t("templates.loading")}
      </p>
    );
  }
  if (templates.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed p-6 text-sm">
        <span>{t("templates.toasts.fetchFailed")}</span>
        <Button size="sm" variant="outline" onClick={() => templates.refetch()}>
          {t("templates.retry")}
        </Button>
      </div>
    );
  }
  if (templates.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
        <MessageSquareText aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t("templates.empty")}</p>
        <p className="max-w-md text-muted-foreground text-sm">{t("templates.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {templates.data.map((template) => (
        <li key={template.id} className="flex">
          <TemplateCard template={template} onEdit={() => onEdit(template)} />
        </li>
      ))}
    </ul>
  );
}
