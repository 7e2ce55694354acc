import { Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminUsers } from "./api/users";
import { ListView } from "./list-states";
import { PanelTitle } from "./panel-title";
import { UserCard } from "./user-card";

/** How long typing pauses before the search asks the server. */
const searchDelayMs = 300;

/** ADM-13..15: the newest users, searched by name or e-mail, 50 at a time. */
export function UsersPanel({ selfId }: { selfId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const users = useAdminUsers(q);
  const pages = users.data?.pages;

  return (
    <Card>
      <CardHeader>
        <PanelTitle>{t("admin.users.title")}</PanelTitle>
        <CardDescription>{t("admin.users.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FormField id="admin-users-search" label={t("admin.users.searchLabel")} className="sm:max-w-md">
          {(control) => (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                {...control}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t("admin.users.searchPlaceholder")}
                maxLength={100}
                className="ps-9"
              />
            </div>
          )}
        </FormField>
        <ListView
          query={{ data: pages?.flatMap((page) => page.items), isError: users.isError, refetch: users.refetch }}
          loading={t("admin.users.loading")}
          failed={t("admin.users.failed")}
          empty={{
            text: q === "" ? t("admin.users.empty") : t("admin.users.emptySearch"),
            when: (items) => items.length === 0,
          }}
        >
          {(items) => (
            <>
              <ul
                aria-label={t("admin.users.listLabel")}
                aria-busy={users.isFetching}
                className="grid gap-3 lg:grid-cols-2"
              >
                {items.map((user) => (
                  <li key={user.id} className="min-w-0">
                    <UserCard user={user} selfId={selfId} />
                  </li>
                ))}
              </ul>
              {users.hasNextPage && (
                <ShowMore
                  failed={users.isFetchNextPageError}
                  pending={users.isFetchingNextPage}
                  onFetch={() => void users.fetchNextPage()}
                />
              )}
            </>
          )}
        </ListView>
      </CardContent>
    </Card>
  );
}

/** The next 50 users on asking; a failed read says so beside a retry, where the button was. */
function ShowMore({ failed, pending, onFetch }: { failed: boolean; pending: boolean; onFetch: () => void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <Button variant="outline" className="self-center" disabled={pending} onClick={onFetch}>
        {pending && <Spinner />}
        {t("admin.users.more")}
      </Button>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center justify-center gap-3 text-danger text-sm">
      {t("admin.users.moreFailed")}
      <Button variant="outline" size="sm" disabled={pending} onClick={onFetch}>
        {pending && <Spinner />}
        {t("admin.retry")}
      </Button>
    </div>
  );
}
