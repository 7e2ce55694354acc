import { variantLimits } from "@shared/products";
import { Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useFormat } from "@/lib/format";
import { firstMessage, validationKey } from "./form-values";
import { OptionValuesInput } from "./option-values-input";
import type { ProductEditorForm, VariantEditor } from "./use-variant-editor";
import type { OptionDraft } from "./variant-rows";
import { VariantsGrid } from "./variants-grid";

const namesListId = "product-option-names";

type OptionFieldsProps = {
  form: ProductEditorForm;
  editor: VariantEditor;
  option: OptionDraft;
  index: number;
  /** Just added: its name takes the keyboard. */
  focusName: boolean;
  onFocused: () => void;
  onRemove: () => void;
};

/** One option: its name (a suggestion or the seller's own, e.g. «جنس») and its values as chips. */
function OptionFields({ form, editor, option, index, focusName, onFocused, onRemove }: OptionFieldsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const errors = form.formState.errors.options?.[index];
  const errorText = (error: unknown) => {
    const message = firstMessage(error);
    return message ? t(`products.validation.${validationKey(message)}`) : undefined;
  };
  const id = `product-${option.key}`;
  const position = format.number(index + 1);
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border p-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
      <legend className="px-1 font-medium text-sm">{t("products.options.legend", { position })}</legend>
      <FormField id={`${id}-name`} label={t("products.options.name")} error={errorText(errors?.name)}>
        {(props) => (
          <Input
            {...props}
            ref={(element) => {
              if (!element || !focusName) return;
              element.focus();
              onFocused();
            }}
            list={namesListId}
            maxLength={variantLimits.optionName}
            autoComplete="off"
            value={option.name}
            onChange={(event) => editor.renameOption(index, event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-values`}
        label={t("products.options.values")}
        hint={t("products.options.valuesHint")}
        error={errorText(errors?.values)}
      >
        {(props) => (
          <OptionValuesInput
            {...props}
            values={option.values}
            onValuesChange={(values) => {
              const refused = editor.setValues(option.key, values);
              return refused
                ? t("products.options.tooManyVariants", {
                    value: format.number(refused.refusedCount),
                    limit: format.number(variantLimits.variants),
                  })
                : null;
            }}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t("products.options.removeNamed", { name: option.name.trim() || position })}
        >
          <Trash2 aria-hidden="true" />
          {t("products.options.remove")}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * Issue 36: the product's options (up to 3) and the grid of the variants they make. Without options the
 * product is sold as it is, with its own stock.
 */
export function OptionsEditor({ form, editor }: { form: ProductEditorForm; editor: VariantEditor }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = editor.options.length >= variantLimits.options;
  const used = new Set(editor.options.map((option) => option.name.trim()));
  const suggestions = [t("products.options.suggestions.size"), t("products.options.suggestions.colour")].filter(
    (name) => !used.has(name),
  );
  const optionsError = form.formState.errors.options;
  const rootError = optionsError?.root?.message ?? optionsError?.message;
  return (
    <section aria-labelledby="product-options-title" className="grid min-w-0 gap-4 sm:col-span-2">
      <div className="grid gap-1">
        <h4 id="product-options-title" className="font-semibold">
          {t("products.options.title")}
        </h4>
        <p className="text-muted-foreground text-xs">{t("products.options.hint")}</p>
      </div>
      <datalist id={namesListId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {editor.options.map((option, index) => (
        <OptionFields
          key={option.key}
          form={form}
          editor={editor}
          option={option}
          index={index}
          focusName={option.key === focusKey}
          onFocused={() => setFocusKey(null)}
          onRemove={() => {
            // The button goes with its option: the keyboard stays in the editor, on "Add option".
            flushSync(() => editor.removeOption(option.key));
            addButton.current?.focus();
          }}
        />
      ))}
      {rootError && <p className="text-danger text-sm">{t(`products.validation.${validationKey(rootError)}`)}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          disabled={full}
          aria-describedby="product-options-limit"
          onClick={() => setFocusKey(editor.addOption())}
        >
          <Plus aria-hidden="true" />
          {t("products.options.add")}
        </Button>
        <p id="product-options-limit" className="text-muted-foreground text-xs">
          {t(full ? "products.options.limitReached" : "products.options.limit", {
            value: format.number(variantLimits.options),
          })}
        </p>
      </div>
      {editor.rows.length > 0 ? (
        <VariantsGrid form={form} editor={editor} />
      ) : (
        editor.options.length > 0 && (
          <p className="text-muted-foreground text-sm">{t("products.options.noValuesYet")}</p>
        )
      )}
    </section>
  );
}
