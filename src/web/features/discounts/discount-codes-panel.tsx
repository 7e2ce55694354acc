import type { DiscountCode } from "@shared/discounts";
import { Plus, RotateCw, TicketPercent } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDiscountCodes } from "./api/discount-codes";
import "./catalog";
import { DiscountCodeDialog } from "./discount-code-dialog";
import { DiscountCodeItem } from "./discount-code-item";

type DialogState = { open: boolean; code: DiscountCode | null; opening: number };

/** Issue 36, DESIGN 32: the shop's discount codes, in the products tab below the products. */
export function DiscountCodesPanel() {
  const { t } = useTranslation();
  // The code stays while the dialog closes, so its title does not flip; each opening starts a fresh form.
  const [dialog, setDialog] = useState<DialogState>({ open: false, code: null, opening: 0 });
  const openDialog = (code: DiscountCode | null) =>
    setDialog((current) => ({ open: true, code, opening: current.opening + 1 }));
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle id="discount-codes-title">{t("discounts.title")}</CardTitle>
          <CardDescription>{t("discounts.description")}</CardDescription>
        </div>
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" />
          {t("discounts.add")}
        </Button>
      </CardHeader>
      <CardContent>
        <DiscountCodeList onEdit={openDialog} />
      </CardContent>
      <DiscountCodeDialog
        key={dialog.opening}
        code={dialog.code}
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </Card>
  );
}

function DiscountCodeList({ onEdit }: { onEdit: (code: DiscountCode) => void }) {
  const { t } = useTranslation();
  const codes = useDiscountCodes();
  if (codes.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {t("discounts.loading")}
      </p>
    );
  }
  if (codes.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-danger text-sm">{t("discounts.loadFailed")}</p>
        <Button variant="outline" size="sm" onClick={() => void codes.refetch()}>
          <RotateCw aria-hidden="true" />
          {t("discounts.retry")}
        </Button>
      </div>
    );
  }
  if (codes.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <TicketPercent aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t("discounts.empty")}</p>
        <p className="text-muted-foreground text-sm">{t("discounts.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ul aria-labelledby="discount-codes-title" className="grid min-w-0 gap-3">
      {codes.data.map((code) => (
        <DiscountCodeItem key={code.id} code={code} onEdit={() => onEdit(code)} />
      ))}
    </ul>
  );
}
