import { readFile } from 'node:fs/promises';
import { expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

const TITRE_SITE = 'Registre national des copropriétés';

/** Pages d'aide et d'information construites pour l'issue 10 (point 5), avec leur titre de page. */
const PAGES = [
  { chemin: '/aide', titre: 'Aide', h1: 'Aide' },
  { chemin: '/aide/registreetmoi', titre: 'Le registre et moi', h1: 'Le registre et moi' },
  { chemin: '/aide/tutoriels/videos', titre: 'Tutoriels', h1: 'Tutoriels' },
  { chemin: '/aide/questionsansreponse', titre: 'Questions fréquentes', h1: 'Questions fréquentes' },
  { chemin: '/mentionslegales', titre: 'Mentions légales', h1: 'Mentions légales' },
  { chemin: '/accessibilite', titre: 'Accessibilité', h1: "Déclaration d'accessibilité" },
  { chemin: '/sitemap', titre: 'Plan du site', h1: 'Plan du site' },
];

/** Titre d'un PDF de pdfkit : chaîne UTF-16 gros-boutiste précédée de l'indicateur FE FF. */
function titrePdf(titre: string): Buffer {
  return Buffer.from(`\ufeff${titre}`, 'utf16le').swap16();
}

for (const largeur of [1280, 375]) {
  test.describe(`pages d'aide et d'information à ${largeur} px`, () => {
    test.use({ viewport: { width: largeur, height: 900 } });

    for (const p of PAGES) {
      test(`${p.chemin} : titre, fil d’Ariane et aucune violation axe`, async ({ page }) => {
        await page.goto(p.chemin);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
        await expect(page).toHaveTitle(`${p.titre} - ${TITRE_SITE}`);
        if (p.chemin.startsWith('/aide/')) {
          await expect(page.getByRole('navigation', { name: /vous êtes ici/i })).toContainText('Aide');
        }
        await page.waitForLoadState('networkidle');
        await verifierAccessibilite(page);
      });
    }

    test('une fiche mémo se télécharge depuis l’aide : un vrai PDF titré comme son lien', async ({
      page,
    }) => {
      await page.goto('/aide');
      for (const categorie of ['GENERAL', 'INSTITUTION', 'NOTAIRE', 'PRO', 'BENEVOLE']) {
        await expect(page.getByTestId(`fiches-memo-${categorie}`).getByRole('link').first()).toBeVisible();
      }
      const lien = page.getByTestId('fiches-memo-GENERAL').getByRole('link').first();
      await expect(lien).toContainText('Le registre des copropriétés : l’essentiel');
      await expect(lien).toContainText(/PDF – \d+ Ko/);
      const [telechargement] = await Promise.all([page.waitForEvent('download'), lien.click()]);
      expect(telechargement.suggestedFilename()).toBe('registre-des-coproprietes-l-essentiel.pdf');
      const octets = await readFile((await telechargement.path())!);
      expect(octets.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(octets.includes(titrePdf('Le registre des copropriétés : l’essentiel'))).toBe(true);
    });
  });
}

test.describe('contenu et comportement', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('les questions fréquentes s’ouvrent au clavier', async ({ page }) => {
    await page.goto('/aide/questionsansreponse');
    const question = page.getByRole('button', { name: 'Quand faire la mise à jour annuelle ?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText("dans les deux mois qui suivent l'assemblée générale")).toBeVisible();
    await verifierAccessibilite(page);
  });

  test('« Le registre et moi » donne les obligations, leurs délais, les sanctions et les textes', async ({
    page,
  }) => {
    await page.goto('/aide/registreetmoi');
    const tableau = page.getByRole('table');
    await expect(tableau).toContainText('Au plus tard le 31 décembre 2016');
    await expect(tableau).toContainText('Au plus tard le 31 décembre 2018');
    await expect(tableau).toContainText("dans les deux mois qui suivent l'assemblée générale");
    await expect(page.getByRole('main')).toContainText('20 euros par lot et par semaine');
    await expect(page.getByRole('main')).toContainText('L. 711-1 à L. 711-7');
  });

  test('les tutoriels : vidéo sous-titrée avec transcription, démarches pas à pas', async ({ page }) => {
    await page.goto('/aide/tutoriels/videos');
    await expect(page.locator('video track[kind=captions]')).toHaveCount(1);
    await page.getByRole('button', { name: /Transcription de la vidéo/ }).click();
    await expect(page.getByText('Saisissez l’adresse électronique de votre compte')).toBeVisible();
    await expect(page.getByTestId('tutoriel-pas-a-pas')).toHaveCount(4);
    await expect(page.getByTestId('tutoriel-pas-a-pas').first().getByRole('listitem').first()).toBeVisible();
  });

  test('le plan du site range les pages d’aide sous l’aide et lie les pages publiques', async ({ page }) => {
    await page.goto('/sitemap');
    const plan = page.getByRole('navigation', { name: 'Plan du site' });
    const aide = plan
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Aide', exact: true }) });
    for (const titre of ['Le registre et moi', 'Tutoriels', 'Questions fréquentes']) {
      await expect(aide.getByRole('link', { name: titre, exact: true })).toBeVisible();
    }
    for (const titre of [
      'Mentions légales',
      'Accessibilité',
      "Lettres d'information",
      'Statistiques du registre',
    ]) {
      await expect(plan.getByRole('link', { name: titre, exact: true })).toBeVisible();
    }
  });

  test('la politique des cookies nomme chaque cookie que le site dépose, en anonyme puis connecté', async ({
    page,
    context,
  }) => {
    await page.goto('/mentionslegales');
    await page.waitForLoadState('networkidle');
    const tableau = page.getByRole('table');
    const anonymes = (await context.cookies()).map((c) => c.name).sort();
    expect(anonymes).not.toContain('registre_session');
    for (const nom of anonymes) await expect(tableau).toContainText(nom);
    await seConnecter(page, 'demo.benevole.admin@registre.local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/);
    const connecte = (await context.cookies()).map((c) => c.name);
    expect(connecte).toContain('registre_session');
    await page.goto('/mentionslegales#cookies');
    for (const nom of connecte) await expect(page.getByRole('table')).toContainText(nom);
    const stockage = await page.evaluate(() => Object.keys(localStorage));
    for (const cle of stockage) await expect(page.getByRole('table')).toContainText(cle);
  });

  test('l’accueil d’un syndic bénévole liste ses fiches mémo', async ({ page }) => {
    await seConnecter(page, 'demo.benevole.admin@registre.local');
    const fiches = page.getByTestId('fiches-memo-accueil');
    // Chargées à la demande après l'accueil (ADR 0260), comme le tableau de bord : attente plus longue.
    await expect(fiches.getByRole('link', { name: /Syndic bénévole : premiers pas/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(fiches.getByRole('link', { name: /Syndic professionnel/ })).toHaveCount(0);
    await verifierAccessibilite(page);
  });
});
