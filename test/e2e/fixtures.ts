import { test as base, expect, type Page } from "@playwright/test";

/** Every page fails its test on a console error or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Failed loads are reported below with their URL.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
      });
      page.on("response", (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== "document") errors.push(`${response.status()} ${response.url()}`);
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the client entry has hydrated the page's islands. */
export async function clientLoaded(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-client-loaded", "true");
}
