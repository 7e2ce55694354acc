import { zodResolver } from "@hookform/resolvers/zod";
import { type Profile, type ProfileFormInput, profileFormSchema } from "@shared/profile";
import { Save } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useLanguage } from "@/i18n/use-language";
import { ApiError } from "@/lib/api-error";
import { inLocaleDigits } from "@/lib/locale-digits-input";
import { useSaveProfile } from "./api/save-profile";
import { InterestsField, SelectField, useProfileOptions } from "./choice-fields";
import { issuesByField, type ProfileFieldName, profileMessageKey, profileToFormValues } from "./profile-form-values";

/** PROF-10..21: the whole profile form of 000 §3; read-only when an admin looks at someone else's. */
export function ProfileForm({ profile, readOnly }: { profile: Profile; readOnly: boolean }) {
  const { t } = useTranslation();
  const { locale, changeLanguage } = useLanguage();
  const save = useSaveProfile();
  // `raw`: the server gets what the user typed (empty choices as ""), and parses it with the same schema.
  const form = useForm<ProfileFormInput, unknown, ProfileFormInput>({
    resolver: zodResolver(profileFormSchema, undefined, { raw: true }),
    defaultValues: profileToFormValues(profile, locale),
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errorOf = (field: ProfileFieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(`profile.form.errors.${profileMessageKey(message)}`);
  };
  const options = useProfileOptions();

  async function submit(values: ProfileFormInput) {
    const languageChosen = values.preferred_language !== formState.defaultValues?.preferred_language;
    try {
      const saved = await save.mutateAsync(values);
      // Only a language chosen in this form switches the interface (saving a bio keeps it as it is).
      const shownIn = languageChosen ? saved.preferred_language : locale;
      reset(profileToFormValues(saved, shownIn));
      toast.success(t("profile.form.saved"));
      if (shownIn !== locale) changeLanguage(shownIn);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { field, key } of issuesByField(error.issues)) setError(field, { type: "server", message: key });
      }
      toast.error(t("profile.form.saveFailed"));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("profile.form.title")}</CardTitle>
        <CardDescription>{t("profile.form.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(submit)}>
          <fieldset disabled={readOnly} className="grid min-w-0 gap-5 sm:grid-cols-2">
            <FormField
              id="profile-full-name"
              label={t("profile.form.fields.fullName")}
              required
              error={errorOf("full_name")}
            >
              {(control) => <Input autoComplete="name" {...control} {...register("full_name")} />}
            </FormField>
            <FormField id="profile-job-title" label={t("profile.form.fields.jobTitle")} error={errorOf("job_title")}>
              {(control) => <Input autoComplete="organization-title" {...control} {...register("job_title")} />}
            </FormField>
            <FormField
              id="profile-phone"
              label={t("profile.form.fields.phone")}
              hint={t("profile.form.hints.phone")}
              error={errorOf("phone")}
            >
              {(control) => (
                <Input
                  type="tel"
                  dir="ltr"
                  autoComplete="tel"
                  inputMode="tel"
                  {...control}
                  {...inLocaleDigits(register("phone"), locale)}
                />
              )}
            </FormField>
            <FormField id="profile-location" label={t("profile.form.fields.location")} error={errorOf("location")}>
              {(control) => <Input {...control} {...register("location")} />}
            </FormField>
            <FormField
              id="profile-website"
              label={t("profile.form.fields.website")}
              hint={t("profile.form.hints.website")}
              error={errorOf("website")}
            >
              {(control) => <Input type="url" dir="ltr" autoComplete="url" {...control} {...register("website")} />}
            </FormField>
            <FormField
              id="profile-avatar-url"
              label={t("profile.form.fields.avatarUrl")}
              hint={t("profile.form.hints.avatarUrl")}
            >
              {(control) => (
                <Input
                  readOnly
                  dir="ltr"
                  value={profile.avatar_url ?? ""}
                  placeholder={t("profile.form.hints.noAvatar")}
                  {...control}
                />
              )}
            </FormField>
            <FormField
              id="profile-bio"
              label={t("profile.form.fields.bio")}
              error={errorOf("bio")}
              className="sm:col-span-2"
            >
              {(control) => <Textarea rows={2} {...control} {...register("bio")} />}
            </FormField>
            <FormField
              id="profile-about"
              label={t("profile.form.fields.about")}
              error={errorOf("about")}
              className="sm:col-span-2"
            >
              {(control) => <Textarea rows={4} {...control} {...register("about")} />}
            </FormField>
            <SelectField
              id="profile-industry"
              label={t("profile.form.fields.industry")}
              required
              error={errorOf("industry")}
              options={options.industries}
              registration={register("industry")}
            />
            <SelectField
              id="profile-business-type"
              label={t("profile.form.fields.businessType")}
              error={errorOf("business_type")}
              options={options.businessTypes}
              registration={register("business_type")}
            />
            <SelectField
              id="profile-company-size"
              label={t("profile.form.fields.companySize")}
              error={errorOf("company_size")}
              options={options.companySizes}
              registration={register("company_size")}
            />
            <SelectField
              id="profile-experience-level"
              label={t("profile.form.fields.experienceLevel")}
              error={errorOf("experience_level")}
              options={options.experienceLevels}
              registration={register("experience_level")}
            />
            <InterestsField error={errorOf("interests")} registration={register("interests")} />
            <FormField
              id="profile-goals"
              label={t("profile.form.fields.goals")}
              error={errorOf("goals")}
              className="sm:col-span-2"
            >
              {(control) => <Textarea rows={3} {...control} {...register("goals")} />}
            </FormField>
            <SelectField
              id="profile-preferred-language"
              label={t("profile.form.fields.preferredLanguage")}
              error={errorOf("preferred_language")}
              optional={false}
              options={options.languages}
              hint={t("profile.form.hints.preferredLanguage")}
              registration={register("preferred_language")}
            />
          </fieldset>
          {!readOnly && (
            <Button type="submit" className="mt-6" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
              {formState.isSubmitting ? <Spinner /> : <Save aria-hidden="true" />}
              {formState.isSubmitting ? t("profile.form.saving") : t("profile.form.save")}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
