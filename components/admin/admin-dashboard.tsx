"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AuditTab } from "./audit-tab";
import { CodesTab } from "./codes-tab";
import { OverviewTab } from "./overview-tab";
import { UsersTab } from "./users-tab";

const TABS = ["overview", "codes", "users", "audit"] as const;

/** /admin: overview, codes, users and the audit log, each loading its own data when opened. */
export function AdminDashboard({ adminId }: { adminId: string }) {
  const t = useTranslations("admin");
  const [tab, setTab] = useState<(typeof TABS)[number]>("overview");
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => setTab(value as (typeof TABS)[number])}>
        <TabsList aria-label={t("sections")} className="w-full max-w-md">
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="codes" className="mt-4">
          <CodesTab />
        </TabsContent>
        <TabsContent value="users" className="mt-4">
          <UsersTab adminId={adminId} />
        </TabsContent>
        <TabsContent value="audit" className="mt-4">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
