import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { type DraftLine, draftLine } from "./content-draft";

type LineListEditorProps = {
  legend: string;
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** The visible label of line `number` (counted from 1). */
  lineLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  maxLines: number;
  maxLength: number;
  error?: string;
};

/** An editable list of texts (ideas, one style's captions): a labelled box per line, add and remove. */
export function LineListEditor(props: LineListEditorProps) {
  const { legend, lines, onChange, lineLabel, removeLabel, addLabel, maxLines, maxLength, error } = props;
  const baseId = useId();
  const errorId = `${baseId}-error`;

  function update(key: string, text: string) {
    onChange(lines.map((line) => (line.key === key ? { ...line, text } : line)));
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-bold">{legend}</legend>
      {lines.map((line, index) => {
        const fieldId = `${baseId}-${line.key}`;
        return (
          <div key={line.key} className="flex flex-col gap-1.5">
            <Label htmlFor={fieldId} className="text-muted-foreground text-xs">
              {lineLabel(index + 1)}
            </Label>
            <div className="flex items-start gap-2">
              <Textarea
                id={fieldId}
                dir="auto"
                rows={3}
                value={line.text}
                maxLength={maxLength}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => update(line.key, event.target.value)}
                className="field-sizing-content max-h-72 min-h-16"
              />
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0 text-muted-foreground hover:text-danger"
                aria-label={removeLabel(index + 1)}
                title={removeLabel(index + 1)}
                onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={lines.length >= maxLines}
        onClick={() => onChange([...lines, draftLine()])}
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
      {error && (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
