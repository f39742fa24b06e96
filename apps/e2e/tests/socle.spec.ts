import { creerMessageInformationRepository } from '../../server/dist/repositories/message-information.repository.js';
import { applicationE2E } from '../fixtures/application';
import { expect, test, verifierAccessibilite } from '../fixtures/base';

/** Définit le message d'information par le dépôt de l'application. */
function definirMessage(texte: string): Promise<void> {
  return applicationE2E(({ db }) => creerMessageInformationRepository(db).definir(texte));
}

test.describe('coquille du site', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("l'accueil affiche l'en-tête, le pied de page et un titre de page conforme", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Accueil - Registre national des copropriétés');
    await expect(page.getByRole('banner')).toContainText('Registre national des copropriétés');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Aide' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Mentions légales');
    await expect(page.getByRole('contentinfo')).toContainText(/Version \d+\.\d+\.\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Registre national d'immatriculation des copropriétés",
    );
    await verifierAccessibilite(page);
  });

  test("l'accueil propose des tutoriels et une vidéo sous-titrée avec sa transcription", async ({ page }) => {
    await page.goto('/');
    const tutoriels = page.getByTestId('section-tutoriels');
    await expect(tutoriels.getByRole('link', { name: /Comprendre le registre/ })).toHaveAttribute(
      'href',
      '/aide',
    );
    const videos = page.getByTestId('section-videos');
    await expect(videos.locator('video source')).toHaveAttribute('src', '/tutoriels/se-connecter.mp4');
    await expect(videos.locator('video track[kind="captions"]')).toHaveAttribute('srclang', 'fr');
    await videos.getByRole('button', { name: /Transcription de la vidéo/ }).click();
    await expect(videos).toContainText('La vérification anti-robot se fait toute seule');
    for (const [fichier, type] of [
      ['/tutoriels/se-connecter.mp4', 'video/mp4'],
      ['/tutoriels/se-connecter.vtt', 'text/vtt'],
      ['/tutoriels/se-connecter.png', 'image/png'],
    ] as const) {
      const reponse = await page.request.get(fichier);
      expect(reponse.status(), fichier).toBe(200);
      expect(reponse.headers()['content-type'], fichier).toContain(type);
    }
    await verifierAccessibilite(page);
  });

  test('une adresse inconnue affiche « Page non trouvée » et son bouton ramène à l’accueil', async ({
    page,
  }) => {
    await page.goto('/une/adresse/inconnue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée');
    await expect(page).toHaveTitle('Page non trouvée - Registre national des copropriétés');
    await verifierAccessibilite(page);
    await page.getByRole('link', { name: "Revenir à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Accueil - Registre national des copropriétés');
  });

  test('les pages de contenu ont un fil d’Ariane et sont accessibles', async ({ page }) => {
    // Titre de l'onglet, puis titre de la page quand il diffère (la déclaration RGAA garde son intitulé).
    for (const [chemin, titre, titrePage = titre] of [
      ['/aide', 'Aide'],
      ['/mentionslegales', 'Mentions légales'],
      ['/accessibilite', 'Accessibilité', "Déclaration d'accessibilité"],
      ['/sitemap', 'Plan du site'],
    ] as const) {
      await page.goto(chemin);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titrePage);
      await expect(page).toHaveTitle(`${titre} - Registre national des copropriétés`);
      await expect(page.getByRole('navigation', { name: /vous êtes ici/i })).toBeVisible();
      await verifierAccessibilite(page);
    }
  });

  test('le plan du site mène aux pages disponibles', async ({ page }) => {
    await page.goto('/sitemap');
    await page.getByRole('main').getByRole('link', { name: 'Aide' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aide');
  });
});

test.describe('écran trop petit', () => {
  test('à 991 px, un avis signale que l’écran est trop petit', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('avis-ecran-etroit')).toBeVisible();
    await expect(page.getByTestId('avis-ecran-etroit')).toContainText('trop petit');
    await verifierAccessibilite(page);
  });

  test('à 992 px, aucun avis', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('avis-ecran-etroit')).toHaveCount(0);
  });
});

test.describe('bandeau des cookies', () => {
  test.use({ cookiesDejaChoisis: false });

  test('accepté, il ne réapparaît pas au rechargement', async ({ page }) => {
    await page.goto('/');
    const bandeau = page.getByTestId('bandeau-consentement');
    await expect(bandeau).toBeVisible();
    await verifierAccessibilite(page);
    await bandeau.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(bandeau).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('bandeau-consentement')).toHaveCount(0);
  });

  test('un choix vieux de plus d’un jour est redemandé', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'registre.consentement-cookies',
        JSON.stringify({ accepte: true, le: Date.now() - 24 * 60 * 60 * 1000 - 1000 }),
      ),
    );
    await page.reload();
    await expect(page.getByTestId('bandeau-consentement')).toBeVisible();
  });
});

test.describe("bandeau d'information", () => {
  test.afterAll(async () => {
    await definirMessage('');
  });

  test('affiche le message défini en base, et rien quand il est vide', async ({ page }) => {
    await definirMessage('Maintenance programmée le 3 décembre de 20 h à 22 h.');
    await page.goto('/');
    await expect(page.getByTestId('bandeau-information')).toContainText(
      'Maintenance programmée le 3 décembre',
    );
    await verifierAccessibilite(page);

    await definirMessage('   ');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('bandeau-information')).toHaveCount(0);
  });
});
