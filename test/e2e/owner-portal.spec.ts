import type { Page } from "@playwright/test";
import { DEMO_OWNER } from "../../scripts/owner-demo.ts";
import { base32Decode, hotp, timeStep } from "../../worker/owners/totp.ts";
import { accessibilityProblems, clientLoaded, expect, test } from "./fixtures.ts";
import { sameFirstScreens } from "./first-screen.ts";

// The demo owner `node scripts/setup-local.ts` seeds (README): French-speaking, three listings.
const DASHBOARD = "/fr/mes-biens/";
const LOGIN = "/fr/login/";
const HOUSE_FOR_SALE = 40131;

async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel("Adresse e-mail ou nom d'utilisateur").fill(account);
  await page.getByLabel("Mot de passe", { exact: false }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

// The tests run in order, one after the other: the last changes the demo owner's password.
test.describe.configure({ mode: "default" });

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
  for (const figure of ["Aujourd'hui", "Cette semaine", "Ce mois-ci", "Total"])
    await expect(house.getByRole("term").filter({ hasText: figure })).toBeVisible();
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
  await expect(visits.getByRole("columnheader")).toHaveText([
    "Date",
    "Type",
    "Contact",
    "Objet",
    "Commentaire",
    "Statut",
    "Source",
  ]);
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
  expect(await accessibilityProblems(page)).toEqual([]);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeInViewport({ ratio: 1 });

  await logIn(page, DEMO_OWNER.email.toUpperCase(), DEMO_OWNER.password);
  await expect(page).toHaveURL(DASHBOARD);
  await expect(page.getByRole("list", { name: "Vos biens" }).getByRole("listitem")).toHaveCount(
    DEMO_OWNER.listings.length,
  );
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The account pages fit too, also with Dutch's long words as their titles ("Tweestapsverificatie").
  for (const path of [
    "/nl/wachtwoord-wijzigen/",
    "/nl/mijn-sessies/",
    "/nl/tweestapsverificatie/",
    "/fr/verification-en-deux-etapes/",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await overflow(), path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test("the login page and a property's statistics have no WCAG A/AA violations", async ({ page }) => {
  await page.goto(LOGIN);
  await clientLoaded(page);
  expect(await accessibilityProblems(page)).toEqual([]);

  await logIn(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await expect(page).toHaveURL(DASHBOARD);
  await page.goto(`${DASHBOARD}${HOUSE_FOR_SALE}/`);
  await clientLoaded(page);
  // The table behind the chart is part of the page too.
  await page.getByText("Afficher les 30 jours sous forme de tableau").click();
  expect(await accessibilityProblems(page)).toEqual([]);
});

test("the dashboard's and a property's first screens are the same before the full stylesheet arrives, on a phone and a desktop", async ({
  page,
  browser,
}) => {
  await page.goto(LOGIN);
  await logIn(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await expect(page).toHaveURL(DASHBOARD);
  const session = await page.context().cookies();
  for (const path of [DASHBOARD, `${DASHBOARD}${HOUSE_FOR_SALE}/`]) {
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1350, height: 940 },
    ]) {
      const { full, inlined } = await sameFirstScreens(browser, viewport, path, session);
      expect(inlined, `${path} ${viewport.width} px wide`).toEqual(full);
    }
  }
});

// Last in this file: it changes the demo owner's password and turns on two-step verification,
// which the local setup undoes before every run (scripts/owner-demo.ts).
test("the demo owner changes the password, ends another session, turns on two-step verification and logs in with a code, then a recovery code", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const newPassword = "Toits de Saint-Gilles 1060";
  /** The code the app would show 30 s from now: never the one just used to confirm. */
  const nextCode = async (secret: Uint8Array<ArrayBuffer>) => hotp(secret, timeStep(new Date()) + 1);

  await page.goto(LOGIN);
  await logIn(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await expect(page).toHaveURL(DASHBOARD);

  // A new password: the current one first, then the new one twice.
  await page
    .getByRole("navigation", { name: "Votre compte propriétaire" })
    .getByRole("link", { name: "Mot de passe" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Modifier le mot de passe" })).toBeVisible();
  await page.getByLabel("Mot de passe actuel").fill(DEMO_OWNER.password);
  await page.getByRole("textbox", { name: /^Nouveau mot de passe/ }).fill(newPassword);
  await page.getByLabel("Confirmez le nouveau mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Modifier mon mot de passe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Votre mot de passe a été modifié. Vos autres sessions ont été fermées et nous vous avons envoyé un e-mail de confirmation.",
  );

  // Another device logs in; this one sees it among the sessions and ends it.
  const other = await browser.newContext({
    userAgent: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  });
  const otherPage = await other.newPage();
  await otherPage.goto(LOGIN);
  await logIn(otherPage, DEMO_OWNER.email, newPassword);
  await expect(otherPage).toHaveURL(DASHBOARD);
  await page.getByRole("link", { name: "Sessions" }).click();
  const sessions = page.getByRole("list", { name: "Sessions ouvertes" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("cet appareil");
  await expect(sessions.nth(1)).toContainText("Firefox sur Linux");
  await clientLoaded(page);
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByRole("button", { name: "Fermer la session sur Firefox sur Linux" }).click();
  await expect(page.getByRole("status")).toHaveText("La session a été fermée.");
  await expect(sessions).toHaveCount(1);
  await otherPage.goto(DASHBOARD);
  await expect(otherPage).toHaveURL(new RegExp(`${LOGIN}\\?next=`));
  await other.close();

  // Two-step verification: the key shown next to the QR code goes into the "app", a code confirms it.
  await page.getByRole("link", { name: "Vérification en deux étapes" }).click();
  await page.getByRole("button", { name: "Configurer la vérification en deux étapes" }).click();
  await expect(page.getByRole("img", { name: /^Code QR pour votre application d'authentification/ })).toBeVisible();
  const secret = base32Decode(await page.locator("[data-secret]").innerText())!;
  await clientLoaded(page);
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByLabel("Votre mot de passe").fill(newPassword);
  await page.getByLabel("Code de l'application").fill(await hotp(secret, timeStep(new Date())));
  await page.getByRole("button", { name: "Activer la vérification en deux étapes" }).click();
  await expect(page.getByRole("heading", { name: "Vos codes de secours" })).toBeVisible();
  const codes = await page.getByRole("list", { name: "Codes de secours" }).getByRole("listitem").allInnerTexts();
  expect(codes).toHaveLength(10);

  // Logging in now takes the password, then the app's code.
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await logIn(page, DEMO_OWNER.username, newPassword);
  await expect(page.getByText("Votre compte est protégé par la vérification en deux étapes.")).toBeVisible();
  await page.getByLabel("Code de votre application, ou un code de secours").fill(await nextCode(secret));
  await page.getByRole("button", { name: "Confirmer" }).click();
  await expect(page).toHaveURL(DASHBOARD);

  // Or a recovery code, which then is spent.
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await logIn(page, DEMO_OWNER.username, newPassword);
  await page.getByLabel("Code de votre application, ou un code de secours").fill(codes[0]!.trim());
  await page.getByRole("button", { name: "Confirmer" }).click();
  await expect(page).toHaveURL(DASHBOARD);
  await page.getByRole("link", { name: "Vérification en deux étapes" }).click();
  await expect(page.getByText("Codes de secours inutilisés : 9")).toBeVisible();
  await clientLoaded(page);
  expect(await accessibilityProblems(page)).toEqual([]);
});
