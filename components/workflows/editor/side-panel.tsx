"use client";

import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type PanelTab = "inspector" | "problems" | "runs";

type Props = { tab: PanelTab; onTab: (tab: PanelTab) => void; problemCount: number; inspector: React.ReactNode; problems: React.ReactNode; runs: React.ReactNode };

/** The right-hand column: the selected step, what stops a publish, and the run history. */
export function SidePanel({ tab, onTab, problemCount, inspector, problems, runs }: Props) {
  return (
    <Tabs value={tab} onValueChange={(v) => onTab(v as PanelTab)} className="bg-background flex min-h-0 flex-col gap-0 border-l" data-testid="side-panel">
      <div className="border-b p-2">
        <TabsList className="w-full">
          <TabsTrigger value="inspector">Inspector</TabsTrigger>
          <TabsTrigger value="problems">
            Problems
            {problemCount > 0 && (
              <Badge variant="destructive" className="h-4 min-w-4 px-1 text-[10px] tabular-nums">
                {problemCount}
              </Badge>
            )}
          </TabsTrigger>
          <TabsTrigger value="runs">Runs</TabsTrigger>
        </TabsList>
      </div>
      {/* Each tab scrolls on its own, under the fixed tab list. */}
      <TabsContent value="inspector" className="min-h-0 overflow-y-auto">
        {inspector}
      </TabsContent>
      <TabsContent value="problems" className="min-h-0 overflow-y-auto">
        {problems}
      </TabsContent>
      <TabsContent value="runs" className="min-h-0 overflow-y-auto">
        {runs}
      </TabsContent>
    </Tabs>
  );
}
