import {
  businessTypes,
  companySizes,
  experienceLevels,
  industries,
  interests,
  profileLanguages,
} from "@shared/profile";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { NativeSelect } from "@/components/ui/native-select";

type SelectFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Each option's value and its label. */
  options: readonly { value: string; label: string }[];
  /** Offers "not chosen" (the empty value) first. */
  optional?: boolean;
  registration: UseFormRegisterReturn;
};

/** One of 000 §3's option lists as a labelled select. */
export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  options,
  optional = true,
  registration,
}: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <NativeSelect {...control} {...registration}>
          {optional && <option value="">{t("profile.form.notChosen")}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** PROF-16: the nine interests as a group of checkboxes; react-hook-form collects the ticked ones. */
export function InterestsField({
  error,
  registration,
}: {
  error?: string;
  registration: UseFormRegisterReturn<"interests">;
}) {
  const { t } = useTranslation();
  const errorId = "profile-interests-error";
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid min-w-0 gap-3 sm:col-span-2">
      <legend className="mb-3 font-medium text-sm leading-none">{t("profile.form.fields.interests")}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {interests.map((interest) => (
          <label
            key={interest}
            className="flex cursor-pointer items-center gap-2.5 rounded-md border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-70 dark:has-checked:border-violet-400"
          >
            <input type="checkbox" value={interest} className="size-4 shrink-0 accent-primary" {...registration} />
            {t(`profile.options.interests.${interest}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** 000 §3's option lists with their labels in the interface language. */
export function useProfileOptions() {
  const { t } = useTranslation();
  return {
    industries: industries.map((value) => ({ value, label: t(`profile.options.industries.${value}`) })),
    businessTypes: businessTypes.map((value) => ({ value, label: t(`profile.options.businessTypes.${value}`) })),
    companySizes: companySizes.map((value) => ({ value, label: t(`profile.options.companySizes.${value}`) })),
    experienceLevels: experienceLevels.map((value) => ({
      value,
      label: t(`profile.options.experienceLevels.${value}`),
    })),
    languages: profileLanguages.map((value) => ({ value, label: t(`profile.options.languages.${value}`) })),
  };
}
