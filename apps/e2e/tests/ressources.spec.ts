import type { Page } from '@playwright/test';
import { executerSql, expect, seConnecter, test } from '../fixtures/base';

/**
 * Aucune ressource ne manque, sur aucune page (ARCHITECTURE §14) : chaque route de l'application est ouverte,
 * en anonyme puis connecté, et toute réponse ≥ 400 d'une ressource (script, feuille de style, icône, police,
 * image), toute requête de ressource en échec, toute erreur de la console et toute exception font échouer.
 * Les réponses d'erreur de l'API (401 d'une session absente, 404 d'un identifiant inconnu) sont des réponses
 * attendues des pages : elles ne comptent pas, mais le navigateur ne doit rien signaler d'autre.
 */
function surveiller(page: Page): string[] {
  const problemes: string[] = [];
  const estApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('response', (reponse) => {
    if (reponse.status() >= 400 && !estApi(reponse.url())) {
      problemes.push(`${reponse.status()} ${new URL(reponse.url()).pathname} (sur ${page.url()})`);
    }
  });
  page.on('requestfailed', (requete) => {
    // Une requête interrompue par la navigation suivante n'est pas une ressource manquante.
    const erreur = requete.failure()?.errorText ?? '';
    if (!estApi(requete.url()) && erreur !== 'net::ERR_ABORTED') {
      problemes.push(`échec ${erreur} ${requete.url()} (sur ${page.url()})`);
    }
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    if (message.text().startsWith('Failed to load resource') && source && estApi(source)) return;
    problemes.push(`console : ${message.text()} ${source} (sur ${page.url()})`);
  });
  page.on('pageerror', (erreur) => problemes.push(`exception : ${erreur.message} (sur ${page.url()})`));
  return problemes;
}

/** Ouvre la page et attend qu'elle soit affichée et que ses ressources soient chargées. */
async function ouvrir(page: Page, chemin: string): Promise<void> {
  await page.goto(chemin);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Pages publiques, y compris les pages à paramètre et la page « non trouvée ». */
const PAGES_ANONYMES = [
  '/',
  '/aide',
  '/aide/registreetmoi',
  '/aide/tutoriels/videos',
  '/aide/questionsansreponse',
  '/aide/formulaire',
  '/aide/formulaire?type=DONNEES_ERRONEES',
  '/reclamation',
  '/newsletter',
  '/donnees-et-api',
  '/mentionslegales',
  '/accessibilite',
  '/sitemap',
  '/compte',
  '/compte/mot-de-passe-oublie',
  '/compte/activate?key=cle-inconnue',
  '/compte/inscription',
  '/compte/inscription/PRO',
  '/compte/inscription/NON_PRO',
  '/compte/inscription/NOTAIRE',
  '/compte/inscription/confirmation',
  '/compte/activation',
  '/compte/connexion-institutionnelle/erreur?motif=refus',
  '/compte/connexion-institutionnelle/erreur?motif=indisponible',
  '/compte/moncompte',
  '/teledeclarants',
  '/validations',
  '/evenement-journal',
  '/indicateurs-MCO',
  '/courriers-postaux',
  '/reclamations',
  '/copropriete',
  '/immatriculer-copropriete',
  '/rattacher-une-copropriete',
  '/institutionnels/charte-confidentialite',
  '/fiche-synthetique/verification',
  '/consulter-les-statistiques-du-registre',
  '/consulter-les-statistiques-du-registre?region=84&departement=69',
  '/annuaire',
  '/annuaire?q=tilleuls',
  `/fiche-synthetique/verification/${'0'.repeat(64)}`,
  '/dev/boite-de-reception',
  '/dev/simulateur-certificat',
  '/une/adresse/inconnue',
];

const PAGES_COMPTE = [
  '/',
  '/compte/moncompte',
  '/compte/monetablissement',
  '/compte/monetablissement/echeancier',
  '/compte/monetablissement/representant-legal',
  '/compte/mes-comptes-utilisateurs',
];

test.describe('aucune ressource en échec, sur aucune page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Une quarantaine de pages ouvertes une à une (plus de deux minutes sur la machine partagée chargée).
  test.setTimeout(240_000);

  test('en anonyme, sur chaque page publique et chaque page du plan du site', async ({ page }) => {
    const problemes = surveiller(page);
    await ouvrir(page, '/sitemap');
    const plan = await page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((liens) => liens.map((l) => new URL((l as HTMLAnchorElement).href).pathname));
    expect(plan.length).toBeGreaterThan(5);
    const nonParcourues = plan.filter((chemin) => !PAGES_ANONYMES.some((p) => p.split('?')[0] === chemin));
    // Pages réservées du plan (l'ordre est celui du plan, sans importance ici).
    expect([...nonParcourues].sort(), 'pages du plan du site absentes de ce parcours').toEqual(
      [
        '/compte/monetablissement',
        '/compte/monetablissement/echeancier',
        '/compte/monetablissement/representant-legal',
        '/compte/mes-comptes-utilisateurs',
        '/compte/profils',
      ].sort(),
    );
    for (const chemin of [...PAGES_ANONYMES, ...nonParcourues]) await ouvrir(page, chemin);
    expect(problemes).toEqual([]);
  });

  test('connecté comme syndic bénévole administrateur', async ({ page }) => {
    const problemes = surveiller(page);
    await seConnecter(page, 'demo.benevole.admin@registre.local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/);
    for (const chemin of [
      ...PAGES_COMPTE,
      '/compte/profils',
      '/copropriete',
      '/immatriculer-copropriete',
      '/rattacher-une-copropriete',
      '/aide',
      '/sitemap',
    ])
      await ouvrir(page, chemin);
    // Les boutons à icône de la gestion des comptes (modifier, ajouter, supprimer) sont bien dessinés.
    await ouvrir(page, '/compte/mes-comptes-utilisateurs');
    // Un syndic bénévole n'a pas de SIRET : ses données ne viennent pas du répertoire Sirene.
    await ouvrir(page, '/compte/monetablissement');
    await expect(page.getByTestId('source-etablissement')).toContainText("déclarés lors de l'inscription");
    await expect(page.getByRole('main')).not.toContainText('Sirene');
    // Écran à paramètre : parcelles non géolocalisées d'une copropriété de l'établissement, puis d'une inconnue.
    const [nonGeolocalisee] = await executerSql<{ id: number }>(
      `SELECT c.id FROM copropriete c JOIN compte u ON u.id_teledeclarant = c.id_teledeclarant_courant
       WHERE u.login = $1 AND c.etat = 'IMMATRICULEE_RATTACHEE' AND NOT c.geolocalisee AND EXISTS
         (SELECT 1 FROM parcelle p WHERE p.id_declaration = c.id_declaration_courante AND NOT p.geolocalisee)
       ORDER BY c.id LIMIT 1`,
      ['demo.benevole.admin@registre.local'],
    );
    expect(nonGeolocalisee, 'copropriété non géolocalisée du syndic bénévole').toBeTruthy();
    await ouvrir(page, `/copropriete/parcelles-non-geolocalisees/${nonGeolocalisee!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parcelles non géolocalisées');
    await expect(page.getByRole('list', { name: 'Parcelles saisies' })).toContainText('Non géolocalisée');
    await ouvrir(page, '/copropriete/parcelles-non-geolocalisees/999999999');
    expect(problemes).toEqual([]);
  });

  test('connecté comme teneur du registre, fiche d’un télédéclarant comprise', async ({ page }) => {
    const problemes = surveiller(page);
    await seConnecter(page, 'demo.teneur.admin@registre.local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/);
    for (const chemin of [
      ...PAGES_COMPTE,
      '/copropriete',
      '/validations',
      '/evenement-journal',
      '/indicateurs-MCO',
      '/reclamations',
      // En dernier : la fiche d'un télédéclarant s'ouvre depuis cette liste.
      '/teledeclarants',
    ])
      await ouvrir(page, chemin);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const fiche = page.locator('a[href^="/teledeclarants/comptes-utilisateurs/"]').first();
    await expect(fiche).toBeVisible();
    await ouvrir(page, (await fiche.getAttribute('href'))!);
    await ouvrir(page, '/teledeclarants/comptes-utilisateurs/999999999');
    expect(problemes).toEqual([]);
  });
});
