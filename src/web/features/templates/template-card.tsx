import type { MessageTemplate } from "@shared/templates";
import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatDate } from "@/lib/format";
import { useDeleteTemplate } from "./api/delete-template";
import { useToggleTemplate } from "./api/toggle-template";
import { DeleteTemplateDialog } from "./delete-template-dialog";

/** TPL-02: a template with its type, name and the start of its text; on/off, edit and delete. */
export function TemplateCard({ template, onEdit }: { template: MessageTemplate; onEdit: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const toggle = useToggleTemplate();
  const remove = useDeleteTemplate();
  const name = template.template_name;
  const switchId = `template-active-${template.id}`;
  const nameId = `template-name-${template.id}`;
  const failed = (key: "templates.toasts.toggleFailed" | "templates.toasts.deleteFailed") => (error: unknown) =>
    toast.error(t(key), { description: apiErrorMessage(t, error, locale) });

  return (
    <Card className="flex w-full min-w-0 flex-col gap-3 p-4" aria-labelledby={nameId} role="article">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">{t(`templates.types.${template.template_type}`)}</Badge>
        <div className="flex items-center gap-2">
          <Label htmlFor={switchId} className="text-muted-foreground">
            {t("templates.card.active")}
          </Label>
          <Switch
            id={switchId}
            checked={template.is_active}
            onCheckedChange={(isActive) =>
              toggle.mutate({ id: template.id, isActive }, { onError: failed("templates.toasts.toggleFailed") })
            }
          />
        </div>
      </div>
      <div className="min-w-0">
        <h4 id={nameId} className="wrap-anywhere font-bold">
          {name}
        </h4>
        <p className="text-muted-foreground text-xs">
          {t("templates.card.createdOn", { date: formatDate(template.created_at, locale) })}
        </p>
      </div>
      <p className="line-clamp-3 whitespace-pre-line text-start text-sm wrap-anywhere [unicode-bidi:plaintext]">
        {template.content}
      </p>
      <div className="mt-auto flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={t("templates.card.editLabel", { name })}>
          <Pencil aria-hidden="true" />
          {t("templates.card.edit")}
        </Button>
        <DeleteTemplateDialog
          name={name}
          disabled={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(template.id).then(
              () => {
                toast.success(t("templates.toasts.deleted"));
                return true;
              },
              (error: unknown) => {
                failed("templates.toasts.deleteFailed")(error);
                return false;
              },
            )
          }
        />
      </div>
    </Card>
  );
}
