import { Search } from "lucide-react";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";

type SearchFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A list's search box with its visible label and magnifier (001 §5: searches are at most 100 characters). */
export function SearchField({ id, label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <FormField id={id} label={label} className={className}>
      {(control) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            className="ps-9"
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={100}
            {...control}
          />
        </div>
      )}
    </FormField>
  );
}
