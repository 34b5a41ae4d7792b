import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO_OWNER } from "../../scripts/owner-demo.ts";
import { clientLoaded, expect, test } from "./fixtures.ts";

// The demo owner `node scripts/setup-local.ts` seeds (README): French-speaking, three listings.
const DASHBOARD = "/fr/mes-biens/";
const LOGIN = "/fr/login/";
const HOUSE_FOR_SALE = 40131;

async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel("Adresse e-mail ou nom d'utilisateur").fill(account);
  await page.getByLabel("Mot de passe", { exact: false }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
}

test("a wrong password is refused with the message of the specification, keeping the name typed", async ({ page }) => {
  await page.goto(LOGIN);
  // The e-mail address, not the username the other tests log in with: its failures count apart.
  await logIn(page, DEMO_OWNER.email, "not-the-right-password");
  await expect(page).toHaveURL(LOGIN);
  await expect(page.getByRole("alert")).toContainText("Le nom d'utilisateur ou le mot de passe n'est pas correct.");
  await expect(page.getByLabel("Adresse e-mail ou nom d'utilisateur")).toHaveValue(DEMO_OWNER.email);
  await expect(page.getByLabel("Mot de passe", { exact: false })).toHaveValue("");
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: "__Host-owner_session" }));
});

test("the demo owner logs in, follows a property's visits, chart and lists, and logs out", async ({ page }) => {
  // The dashboard sends a visitor without a session to the login page, and back after logging in.
  await page.goto(DASHBOARD);
  await expect(page).toHaveURL(`${LOGIN}?next=${encodeURIComponent(DASHBOARD)}`);
  await logIn(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await expect(page).toHaveURL(DASHBOARD);
  await clientLoaded(page);

  await expect(page.getByText(`Bonjour ${DEMO_OWNER.name}`)).toBeVisible();
  const properties = page.getByRole("list", { name: "Vos biens" }).getByRole("listitem");
  await expect(properties).toHaveCount(DEMO_OWNER.listings.length);
  const house = page.locator(`[data-property="${HOUSE_FOR_SALE}"]`);
  await expect(house.getByText("Référence V-0352")).toBeVisible();
  for (const figure of ["Aujourd'hui", "Cette semaine", "Ce mois-ci", "Total"]) await expect(house.getByRole("term").filter({ hasText: figure })).toBeVisible();
  // The seed catalogue brings each listing months of CRM history, so the total is never zero.
  const total = await house.locator('[data-figure="total"] dd').innerText();
  expect(Number(total.replace(/\D/g, ""))).toBeGreaterThan(0);
  // How many active searches of the agency's register the property fits: a count, nothing more.
  await expect(house.locator("[data-demands]")).toHaveText(/^Recherches actives correspondantes\s:\s\d+$/);

  await house.getByRole("link", { name: "Statistiques et historique" }).click();
  await expect(page).toHaveURL(`${DASHBOARD}${HOUSE_FOR_SALE}/`);
  const chart = page.getByRole("img", { name: /^Graphique en barres des visites par jour sur les 30 derniers jours/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator("rect")).toHaveCount(30);
  await expect(page.getByRole("figure").getByText("Visites des 30 derniers jours")).toBeVisible();
  for (const list of ["Visites", "Communications", "Médias en ligne", "Parutions", "Documents"]) {
    await expect(page.getByRole("heading", { level: 3, name: list, exact: true })).toBeVisible();
  }
  const visits = page.getByRole("region", { name: "Visites", exact: true }).getByRole("table");
  await expect(visits.getByRole("columnheader")).toHaveText(["Date", "Type", "Contact", "Objet", "Commentaire", "Statut", "Source"]);
  expect(await visits.locator("tbody tr").count()).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(new RegExp(`${LOGIN}(\\?|$)`));
  await expect(page.getByText("Vous êtes déconnecté. À bientôt.")).toBeVisible();
  await page.goto(`${DASHBOARD}${HOUSE_FOR_SALE}/`);
  await expect(page).toHaveURL(new RegExp(`${LOGIN}\\?next=`));
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
});

test("on a 375 px phone the login fits the screen and leads to the dashboard", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(LOGIN);
  await clientLoaded(page);
  expect(await axeProblems(page)).toEqual([]);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeInViewport({ ratio: 1 });

  await logIn(page, DEMO_OWNER.email.toUpperCase(), DEMO_OWNER.password);
  await expect(page).toHaveURL(DASHBOARD);
  await expect(page.getByRole("list", { name: "Vos biens" }).getByRole("listitem")).toHaveCount(DEMO_OWNER.listings.length);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await context.close();
});

test("the login page and a property's statistics have no WCAG A/AA violations", async ({ page }) => {
  await page.goto(LOGIN);
  await clientLoaded(page);
  expect(await axeProblems(page)).toEqual([]);

  await logIn(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await expect(page).toHaveURL(DASHBOARD);
  await page.goto(`${DASHBOARD}${HOUSE_FOR_SALE}/`);
  await clientLoaded(page);
  // The table behind the chart is part of the page too.
  await page.getByText("Afficher les 30 jours sous forme de tableau").click();
  expect(await axeProblems(page)).toEqual([]);
});
