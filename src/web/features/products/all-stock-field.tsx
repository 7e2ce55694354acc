import { localeDigits } from "@shared/digits";
import { productFormSchema } from "@shared/products";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormat } from "@/lib/format";

/** "Set all stock": one number for every variant, typed in either digit system. */
export function AllStockField({ onSet, count }: { onSet: (stock: string) => void; count: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  function apply() {
    const parsed = productFormSchema.shape.stock_quantity.safeParse(text);
    if (!parsed.success || parsed.data === null) {
      setDone(null);
      return setProblem(t(parsed.success ? "products.variants.allStockRequired" : "products.validation.stockInvalid"));
    }
    const stock = format.number(parsed.data);
    onSet(stock);
    setProblem(null);
    setDone(t("products.variants.allStockSet", { count, value: format.number(count), stock }));
  }
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor="product-variants-stock">{t("products.variants.allStock")}</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id="product-variants-stock"
          className="w-28"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "product-variants-stock-error" : undefined}
          onChange={(event) => setText(localeDigits(event.target.value, format.locale))}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply();
          }}
        />
        <Button type="button" variant="outline" onClick={apply}>
          {t("products.variants.setAllStock")}
        </Button>
      </div>
      {problem && (
        <p id="product-variants-stock-error" role="alert" className="text-danger text-sm">
          {problem}
        </p>
      )}
      <p role="status" className="text-muted-foreground text-xs empty:hidden">
        {done}
      </p>
    </div>
  );
}
