import { Action, Plan } from "@cairn/shared/plans/model";
import { planSlides } from "@cairn/shared/plans/slides";
import { describe, expect, it } from "vitest";
import { slidesPdf } from "./slidesPdf.ts";

const uuid = (n: number) =>
  `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const latin1 = (bytes: Uint8Array): string =>
  Buffer.from(bytes).toString("latin1");
/** The text runs of an uncompressed pdfkit file (hex WinAnsi strings in `[...] TJ` arrays). */
const drawnText = (pdf: string) =>
  [...pdf.matchAll(/\[([^\]]*)\] TJ/g)].map((match) =>
    [...(match[1] ?? "").matchAll(/<([0-9a-f]*)>/g)]
      .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
      .join(""),
  );

describe("slidesPdf", () => {
  const plan = Plan.parse({
    uuid: uuid(1),
    type: "PLAN",
    isTrajectory: false,
    assetUuid: uuid(2),
    language: "fr",
    baselineYear: 2024,
    targetYear: 2030,
    baselineValue: { scope1: 1000, scope2: 0, scope3: 0 },
  });
  const action = Action.parse({
    uuid: uuid(3),
    planUuid: uuid(1),
    assetUuid: uuid(2),
    displayId: 1,
    name: "Chaudières",
    status: "SELECTED",
    implementationStartDate: "2025-01-01",
  });

  it("draws one 1122 × 794 pt page per slide, in the plan’s language", async () => {
    const deck = planSlides({
      plan,
      actions: [action],
      planName: "Plan 2030",
      assetName: "Dupré",
      audience: "staff",
    });
    const pdf = latin1(await slidesPdf(deck, "Plan 2030"));
    expect(pdf.startsWith("%PDF-")).toBe(true);
    const boxes = [...pdf.matchAll(/\/MediaBox \[([^\]]*)\]/g)].map((match) =>
      (match[1] ?? "").trim().split(/\s+/).map(Number),
    );
    expect(boxes).toHaveLength(deck.slides.length);
    for (const box of boxes) expect(box).toEqual([0, 0, 1122, 794]);
    expect(pdf).toMatch(
      new RegExp(`/Type /Pages\\n/Count ${String(deck.slides.length)}`),
    );
    const text = drawnText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        "Plan de décarbonation",
        "Dupré",
        "Actions retenues",
        "Chaudières", // œ is WinAnsi 0x9c, read back here as Latin-1.
        "Calendrier de mise en \u009cuvre",
      ]),
    );
  });
});
