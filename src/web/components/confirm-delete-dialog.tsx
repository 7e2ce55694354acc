import { Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

interface ConfirmDeleteDialogProps {
  /** The button that opens the dialog; its accessible name says what it deletes. */
  trigger: ReactNode;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's icon when it does something else than delete (cancel an order). */
  confirmIcon?: ReactNode;
  /** Deletes; true closes the dialog, false (a failure the caller has told) keeps it open to try again. */
  onConfirm: () => Promise<boolean>;
}

/** Every delete in the app asks first, in one dialog: cancel changes nothing, confirm shows its progress. */
export function ConfirmDeleteDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmIcon = <Trash2 aria-hidden="true" />,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const done = await onConfirm().finally(() => setPending(false));
    if (done) setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending ? <Spinner /> : confirmIcon}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
