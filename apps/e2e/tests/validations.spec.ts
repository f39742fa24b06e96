import type { Browser, Locator, Page } from '@playwright/test';
import { saisieComplete } from '../../server/dist/db/seed/saisie-declaration.js';
import {
  dernierCourriel,
  executerSql,
  expect,
  seConnecter,
  test,
  verifierAccessibilite,
} from '../fixtures/base';

const TENEUR_A = 'demo.teneur.admin@registre.local';
const TENEUR_B = 'demo.teneur.hotline@registre.local';

/** Second navigateur (autre teneur) : sa propre session, bandeau des cookies déjà choisi. */
async function autreSession(browser: Browser, login: string): Promise<Page> {
  const contexte = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await contexte.addInitScript(() => {
    localStorage.setItem('registre.consentement-cookies', JSON.stringify({ accepte: false, le: Date.now() }));
  });
  const page = await contexte.newPage();
  await seConnecter(page, login);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
  return page;
}

const SYNDIC = 'demo.pro.admin@registre.local';

/**
 * Un syndic dépose une demande d'immatriculation complète (brouillon enregistré puis transmis au teneur) par
 * l'API de l'application, dans sa propre session : ce que fait le parcours /immatriculer-copropriete, testé à part.
 */
async function demandeDeSyndic(browser: Browser, nom: string, rang: number): Promise<void> {
  const page = await autreSession(browser, SYNDIC);
  const requete = page.request;
  await requete.get('/api/csrf');
  const jeton = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const entetes = { 'x-xsrf-token': jeton };
  const pdf = Buffer.from(`%PDF-1.4\n% contrat de syndic ${rang}\n%%EOF`).toString('base64');
  const saisie = saisieComplete({ n: rang, nom });
  const enregistre = await requete.put('/api/coproprietes/brouillon/save/quitter', {
    headers: entetes,
    data: {
      cleCreation: crypto.randomUUID(),
      typeImmat: 'DEFAULT',
      justificatif: { nom: 'contrat-syndic.pdf', contenu: pdf },
      immatCopropriete: {
        // Saisie complète commune aux tests du serveur et au banc ; adresse et parcelle propres au guichet.
        ...saisie,
        identification: {
          ...saisie.identification!,
          adressePrincipale: {
            numeroVoie: String(rang),
            voie: `Allée du guichet ${rang}`,
            codePostal: '69003',
            commune: 'Lyon',
            codeInsee: '69383',
            // Positions à plus d'un kilomètre les unes des autres.
            latitude: 44 + (rang % 100) / 20,
            longitude: 1 + Math.floor(rang / 100) / 20,
            geolocalisee: true,
            libelle: `${rang} Allée du guichet ${rang} 69003 Lyon`,
          },
          parcelle: [
            {
              codeInsee: '69383',
              codePostal: '69003',
              prefixe: '000',
              section: 'QG',
              numero: String(rang),
              geolocalisee: true,
            },
          ],
        },
      },
    },
  });
  expect(enregistre.ok(), `brouillon enregistré : ${await enregistre.text()}`).toBe(true);
  const { id } = (await enregistre.json()) as { id: number };
  const depot = await requete.put('/api/coproprietes/brouillon/submit', {
    headers: entetes,
    data: { idDeclaration: id, transmettreMalgreDoublons: true },
  });
  expect(depot.ok(), `demande déposée : ${await depot.text()}`).toBe(true);
  expect(((await depot.json()) as { resultat: string }).resultat).toBe('DEPOSE');
  await page.context().close();
}

/** Noms sans ressemblance entre eux : deux demandes de ce passage ne sont jamais doublons l'une de l'autre. */
const ESSENCES = ['Acacias', 'Bouleaux', 'Charmes', 'Mélèzes', 'Noyers', 'Oliviers', 'Platanes', 'Saules'];
let demandesCreees = 0;

/** Nom unique d'une demande de ce passage, et son rang (adresse, parcelle et position propres). */
function nouvelleDemande(): { nom: string; rang: number } {
  const essence = ESSENCES[demandesCreees % ESSENCES.length];
  demandesCreees += 1;
  const rang = 1000 + Math.floor(Math.random() * 8000);
  return { nom: `Résidence des ${essence} ${rang}`, rang };
}

/** Ouvre, dans la recherche triée par dépôt décroissant, la demande de ce nom ; renvoie sa copropriété. */
async function ouvrirDemande(page: Page, nom: string, type = 'IMMATRICULATION'): Promise<number> {
  await page.goto(`/validations?type=${type}&tri=dateDepot&sens=DESC`);
  await page.getByRole('table').getByRole('link', { name: nom }).click();
  await expect(page).toHaveURL(/\/validations\/demande\/\d+\?mandat=\d+/);
  await expect(page.getByText('Vous traitez cette demande')).toBeVisible();
  return Number(/\/demande\/(\d+)/.exec(page.url())![1]);
}

/** Ouvre le guichet par le menu, filtré sur les demandes d'immatriculation. */
async function ouvrirGuichet(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Validations' })
    .click();
  await expect(page).toHaveURL(/\/validations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validations');
  await page.getByLabel('Type de demande').selectOption('IMMATRICULATION');
  await expect(page).toHaveURL(/type=IMMATRICULATION/);
  await expect(page.getByRole('status').filter({ hasText: 'en attente' })).toContainText('page 1 sur');
}

/** Ouvre la première demande libre de la liste ; renvoie l'identifiant de sa copropriété. */
async function ouvrirPremiereLibre(page: Page): Promise<number> {
  const ligne = page.getByRole('table').locator('tbody tr').filter({ hasText: 'Libre' }).first();
  await ligne.getByRole('link').click();
  await expect(page).toHaveURL(/\/validations\/demande\/\d+/);
  await expect(page.getByText('Vous traitez cette demande')).toBeVisible();
  return Number(/\/demande\/(\d+)/.exec(page.url())![1]);
}

/** Coche une case au clavier (Espace), comme une personne qui ne se sert pas de la souris. */
async function cocherAuClavier(caseACocher: Locator): Promise<void> {
  await caseACocher.focus();
  await caseACocher.press('Space');
  await expect(caseACocher).toBeChecked();
}

async function etatDe(idCopropriete: number) {
  const [ligne] = await executerSql<{ etat: string; numero: string | null }>(
    'SELECT etat::text AS etat, numero_immatriculation AS numero FROM copropriete WHERE id = $1',
    [idCopropriete],
  );
  return ligne!;
}

test.describe('guichet de validation du teneur', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('un syndic dépose, un teneur ouvre la demande, un second la voit tenue, le premier l’accepte au clavier', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { nom, rang } = nouvelleDemande();
    await demandeDeSyndic(browser, nom, rang);

    await seConnecter(page, TENEUR_A);
    await ouvrirGuichet(page);
    await expect(page.getByRole('columnheader', { name: /^Demandeur/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Tri par date de dépôt, décroissant au second appui : la demande du syndic vient en tête.
    await page.getByRole('button', { name: /Trier par « Déposée le »/ }).click();
    await page.getByRole('button', { name: /Trier par « Déposée le »/ }).click();
    await expect(page).toHaveURL(/tri=dateDepot&sens=DESC/);
    await expect(page.getByRole('columnheader', { name: /^Déposée le/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const ligne = page.getByRole('table').locator('tbody tr').first();
    await expect(ligne).toContainText(nom);
    await expect(ligne).toContainText('Libre');
    await verifierAccessibilite(page);

    await ligne.getByRole('link', { name: nom }).click();
    await expect(page.getByText('Vous traitez cette demande')).toBeVisible();
    const idCopropriete = Number(/\/demande\/(\d+)/.exec(page.url())![1]);
    expect((await etatDe(idCopropriete)).numero).toBeNull();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Immatriculation : ${nom}`);
    await expect(page.getByRole('heading', { name: 'Déclaration déposée' })).toBeVisible();
    await expect(page.getByText(`${rang} Allée du guichet ${rang} 69003 Lyon`).first()).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: SYNDIC })).toBeVisible();
    await verifierAccessibilite(page);

    // Second teneur : la demande est tenue (qui, depuis quand), lisible, sans action possible.
    const pageB = await autreSession(browser, TENEUR_B);
    await pageB.goto('/validations?type=IMMATRICULATION&tri=dateDepot&sens=DESC');
    await expect(pageB.getByRole('table').locator('tbody tr').first()).toContainText(
      'En cours de traitement par',
    );
    await pageB.getByRole('table').getByRole('link', { name: nom }).click();
    const tenue = pageB.getByText(
      /en cours de traitement par .* depuis le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/i,
    );
    await expect(tenue).toBeVisible();
    const [teneurA] = await executerSql<{ nom: string }>('SELECT nom FROM compte WHERE login = $1', [
      TENEUR_A,
    ]);
    await expect(tenue).toContainText(teneurA!.nom);
    await expect(pageB.getByRole('button', { name: 'Accepter la demande' })).toBeDisabled();
    await expect(pageB.getByRole('button', { name: 'Refuser la demande' })).toBeDisabled();
    await expect(pageB.getByRole('heading', { name: 'Déclaration déposée' })).toBeVisible();
    await verifierAccessibilite(pageB);
    // Le second teneur quitte : le verrou du premier n'est pas touché.
    await pageB.getByRole('button', { name: 'Quitter la demande' }).click();
    await expect(pageB).toHaveURL(/\/validations\?/);
    await pageB.context().close();

    // Modale au clavier : Échap la ferme et rend le focus au bouton.
    const accepter = page.getByRole('button', { name: 'Accepter la demande' });
    await expect(accepter).toBeEnabled();
    await accepter.focus();
    await page.keyboard.press('Enter');
    const modale = page.getByRole('dialog', { name: 'Accepter la demande' });
    await expect(modale).toBeVisible();
    await verifierAccessibilite(page);
    await page.keyboard.press('Escape');
    await expect(modale).toBeHidden();
    await expect(accepter).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(modale).toBeVisible();
    await modale.getByRole('button', { name: 'Accepter la demande' }).press('Enter');
    await expect(page).toHaveURL(/\/validations\?type=IMMATRICULATION&tri=dateDepot&sens=DESC/);
    await expect(page.locator('.registre-notifications .fr-alert--success')).toBeVisible();

    const apres = await etatDe(idCopropriete);
    expect(apres.etat).toBe('IMMATRICULEE_RATTACHEE');
    expect(apres.numero).toMatch(/^[A-Z]{2}\d{7}$/);
    expect(await dernierCourriel(request, SYNDIC)).toContain(apres.numero!);
    // La recherche rechargée ne montre plus la demande acceptée.
    await expect(page.getByRole('status').filter({ hasText: 'en attente' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link', { name: nom })).toHaveCount(0);
  });

  test('une demande est refusée avec motif (écran « confirmer le refus »), une autre renvoyée pour précisions', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const refusee = nouvelleDemande();
    const aPreciser = nouvelleDemande();
    await demandeDeSyndic(browser, refusee.nom, refusee.rang);
    await demandeDeSyndic(browser, aPreciser.nom, aPreciser.rang);
    await seConnecter(page, TENEUR_A);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');

    const idRefusee = await ouvrirDemande(page, refusee.nom);
    await page.getByRole('button', { name: 'Refuser la demande' }).click();
    const refus = page.getByRole('dialog', { name: 'Refuser la demande' });
    await expect(refus).toBeVisible();
    // Sans motif : erreur sur le champ, rien n'est envoyé.
    await refus.getByRole('button', { name: 'Continuer' }).click();
    await expect(refus.getByText('Choisissez au moins un motif de refus.').first()).toBeVisible();
    await cocherAuClavier(refus.getByRole('checkbox', { name: 'Autre motif' }));
    await refus.getByRole('button', { name: 'Continuer' }).click();
    await expect(refus.getByText(/obligatoire avec « Autre motif »/).first()).toBeVisible();
    await cocherAuClavier(
      refus.getByRole('checkbox', { name: 'Les informations déclarées sont incomplètes ou erronées' }),
    );
    await refus
      .getByLabel(/Précision pour le déclarant/)
      .fill('Le règlement de copropriété joint est illisible.');
    await refus.getByRole('button', { name: 'Continuer' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmer le refus' });
    await expect(confirmation).toContainText('Les informations déclarées sont incomplètes ou erronées');
    await expect(confirmation).toContainText('Le règlement de copropriété joint est illisible.');
    await verifierAccessibilite(page);
    await confirmation.getByRole('button', { name: 'Confirmer le refus' }).click();
    await expect(page).toHaveURL(/\/validations\?type=IMMATRICULATION/);
    await expect(page.locator('.registre-notifications .fr-alert--success')).toBeVisible();
    expect((await etatDe(idRefusee)).etat).toBe('IMMATRICULATION_ET_RATTACHEMENT_REFUSES');
    expect(await dernierCourriel(request, SYNDIC)).toContain(
      'Le règlement de copropriété joint est illisible.',
    );

    const idAPreciser = await ouvrirDemande(page, aPreciser.nom);
    await page.getByRole('button', { name: 'Demander des précisions' }).click();
    const precisions = page.getByRole('dialog', { name: 'Demander des précisions' });
    await precisions.getByLabel('Message au déclarant').fill('Merci de joindre le contrat de syndic signé.');
    await verifierAccessibilite(page);
    await precisions.getByRole('button', { name: 'Envoyer la demande de précisions' }).click();
    await expect(page).toHaveURL(/\/validations\?type=IMMATRICULATION/);
    await expect(page.locator('.registre-notifications .fr-alert--success')).toBeVisible();
    expect((await etatDe(idAPreciser)).etat).toBe('IMMATRICULATION_DEMANDE_DE_PRECISIONS');
    expect(await dernierCourriel(request, SYNDIC)).toContain('Merci de joindre le contrat de syndic signé.');
  });

  test('une demande est affectée à un autre teneur, avec une raison : elle lui est réservée', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { nom, rang } = nouvelleDemande();
    await demandeDeSyndic(browser, nom, rang);
    const [teneurB] = await executerSql<{ nom: string }>('SELECT nom FROM compte WHERE login = $1', [
      TENEUR_B,
    ]);
    await seConnecter(page, TENEUR_A);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await ouvrirDemande(page, nom);

    const bouton = page.getByRole('button', { name: 'Affecter à un teneur' });
    await bouton.click();
    const modale = page.getByRole('dialog', { name: 'Affecter la demande à un teneur' });
    await expect(modale).toBeVisible();
    // Sans teneur ni raison : erreurs sur les champs, rien n'est envoyé.
    await modale.getByRole('button', { name: 'Affecter' }).click();
    await expect(modale.getByText('Choisissez le teneur à qui affecter la demande.').first()).toBeVisible();
    const choix = modale.getByLabel('Teneur');
    const valeur = await choix.locator('option', { hasText: teneurB!.nom }).getAttribute('value');
    await choix.selectOption(valeur!);
    await modale.getByLabel("Raison de l'affectation").fill('Dossier de Lyon : à traiter par l’assistance.');
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Affecter' }).click();
    await expect(page).toHaveURL(/\/validations\?type=IMMATRICULATION/);
    await expect(page.locator('.registre-notifications .fr-alert--success')).toBeVisible();
    const ligne = page.getByRole('table').locator('tbody tr').filter({ hasText: nom });
    await expect(ligne).toContainText(`En cours de traitement par`);
    await expect(ligne).toContainText(teneurB!.nom);

    // Le teneur désigné l'ouvre : elle est à lui, ses actions sont actives.
    const pageB = await autreSession(browser, TENEUR_B);
    await ouvrirDemande(pageB, nom);
    await expect(pageB.getByRole('button', { name: 'Accepter la demande' })).toBeEnabled();
    await pageB.context().close();
  });

  test('une demande signalée comme doublon devient une nouvelle copropriété, comparée à l’existante', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { nom, rang } = nouvelleDemande();
    await demandeDeSyndic(browser, nom, rang);
    // Même nom, même adresse, même parcelle : la seconde demande part au teneur comme doublon.
    await demandeDeSyndic(browser, nom, rang);
    await seConnecter(page, TENEUR_A);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    const id = await ouvrirDemande(page, nom, 'DOUBLON');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Doublon potentiel : ${nom}`);
    await expect(
      page.getByRole('heading', { name: 'Copropriété existante signalée comme doublon' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /Copropriétés existantes proches/ })).toContainText(nom);
    await verifierAccessibilite(page);

    await page.getByRole('button', { name: 'Valider comme nouvelle copropriété' }).click();
    const modale = page.getByRole('dialog', { name: 'Valider comme nouvelle copropriété' });
    await expect(modale.getByRole('heading', { name: 'Copropriété existante' })).toBeVisible();
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Valider comme nouvelle copropriété' }).click();
    await expect(page).toHaveURL(/\/validations\?type=DOUBLON/);
    await expect(page.locator('.registre-notifications .fr-alert--success')).toBeVisible();
    const apres = await etatDe(id);
    expect(apres.etat).toBe('IMMATRICULEE_RATTACHEE');
    expect(apres.numero).toMatch(/^[A-Z]{2}\d{7}$/);
  });

  test('quitter une demande la libère pour les autres teneurs', async ({ page }) => {
    await seConnecter(page, TENEUR_A);
    await ouvrirGuichet(page);
    const id = await ouvrirPremiereLibre(page);
    await page.getByRole('button', { name: 'Quitter la demande' }).click();
    await expect(page).toHaveURL(/\/validations\?type=IMMATRICULATION/);
    const ligne = page
      .getByRole('table')
      .locator('tbody tr')
      .filter({
        has: page.locator(`a[href^="/validations/demande/${id}"]`),
      });
    await expect(ligne).toContainText('Libre');
  });

  test('seules les 1 000 premières demandes ont une page : une adresse plus lointaine est refusée avant tout appel', async ({
    page,
  }) => {
    await seConnecter(page, TENEUR_A);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto('/validations?page=101');
    await expect(
      page.getByText(
        /Les critères de l'adresse sont invalides : Seules les 1\s000 premières demandes sont consultables : filtrez par type ou changez le tri\./,
      ),
    ).toBeVisible();
    // Sous le plafond (la base de démonstration en a bien moins), le total est exact : pas d'« au moins ».
    await page.goto('/validations?page=1');
    const etat = page.getByRole('status').filter({ hasText: 'en attente' });
    await expect(etat).toContainText('page 1 sur');
    await expect(etat).not.toContainText('Au moins');
    await verifierAccessibilite(page);
  });

  test('le guichet est refusé à un syndic', async ({ page }) => {
    await seConnecter(page, 'demo.pro.admin@registre.local');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto('/validations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  });
  test('la recherche et la demande tiennent dans la largeur à 1280, 991 et 375 px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await seConnecter(page, TENEUR_A);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto('/validations?type=IMMATRICULATION');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    const lien = await page.getByRole('table').locator('tbody tr a').first().getAttribute('href');
    for (const largeur of [1280, 991, 375]) {
      await page.setViewportSize({ width: largeur, height: 900 });
      for (const [nom, adresse] of [
        ['recherche', '/validations?type=IMMATRICULATION'],
        ['demande', lien!],
      ] as const) {
        await page.goto(adresse);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/Vous traitez cette demande|demandes? en attente/).first()).toBeVisible();
        await expect(page.getByText(/^Chargement/)).toHaveCount(0);
        // Rien ne dépasse à droite de la page (un tableau large défile dans sa propre zone, ADR 0113).
        const deborde = await page.evaluate(() => {
          const racine = document.querySelector('main') ?? document.body;
          let droite = 0;
          for (const element of racine.querySelectorAll('*')) {
            let parent = element.parentElement;
            let dansUneZoneQuiDefile = false;
            while (parent && parent !== racine) {
              const defilement = getComputedStyle(parent).overflowX;
              if (defilement === 'auto' || defilement === 'scroll') {
                dansUneZoneQuiDefile = true;
                break;
              }
              parent = parent.parentElement;
            }
            if (!dansUneZoneQuiDefile) droite = Math.max(droite, element.getBoundingClientRect().right);
          }
          return Math.ceil(droite) - document.documentElement.clientWidth;
        });
        expect(deborde, `${nom} à ${largeur} px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`${nom}-${largeur}.png`), fullPage: true });
      }
    }
  });
});

/** En-têtes d'un appel qui modifie l'état dans la session d'une page (jeton anti-CSRF). */
async function entetesCsrf(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/csrf');
  const jeton = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': jeton };
}

/** Identifiant de la copropriété de la demande de ce nom (la plus récente). */
async function coproprieteDuNom(nom: string): Promise<number> {
  const [ligne] = await executerSql<{ id: number }>(
    'SELECT id FROM copropriete WHERE nom = $1 ORDER BY id DESC LIMIT 1',
    [nom],
  );
  return ligne!.id;
}

/** Types des événements du journal sur une copropriété, dans l'ordre. */
async function journalDe(idCopropriete: number): Promise<string[]> {
  const lignes = await executerSql<{ type: string }>(
    `SELECT type_evenement::text AS type FROM evenement_journal
     WHERE type_cible = 'COPROPRIETE' AND id_cible = $1 ORDER BY id`,
    [idCopropriete],
  );
  return lignes.map((l) => l.type);
}

test.describe('parcours du guichet de bout en bout (issue 9)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('dépôt, verrou vu par un second teneur, précisions, réponse du syndic dans le fil depuis son accueil, validation, numéro sur /copropriete et dans la boîte de développement, journal', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const { nom, rang } = nouvelleDemande();
    await demandeDeSyndic(browser, nom, rang);

    // Le teneur A ouvre la demande ; le teneur B la voit tenue, sans action.
    await seConnecter(page, TENEUR_A);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    const id = await ouvrirDemande(page, nom);
    const pageB = await autreSession(browser, TENEUR_B);
    await pageB.goto(`/validations?type=IMMATRICULATION&tri=dateDepot&sens=DESC`);
    await pageB.getByRole('table').getByRole('link', { name: nom }).click();
    await expect(pageB.getByText(/en cours de traitement par .* depuis le/i)).toBeVisible();
    await expect(pageB.getByRole('button', { name: 'Demander des précisions' })).toBeDisabled();
    await verifierAccessibilite(pageB);
    await pageB.context().close();

    // A demande des précisions.
    await page.getByRole('button', { name: 'Demander des précisions' }).click();
    const precisions = page.getByRole('dialog', { name: 'Demander des précisions' });
    const question = `Merci de joindre le contrat de syndic signé (${nom}).`;
    await precisions.getByLabel('Message au déclarant').fill(question);
    await precisions.getByRole('button', { name: 'Envoyer la demande de précisions' }).click();
    await expect(page).toHaveURL(/\/validations\?/);
    expect((await etatDe(id)).etat).toBe('IMMATRICULATION_DEMANDE_DE_PRECISIONS');

    // Le syndic voit la question sur son accueil et répond dans le fil, avec un PDF.
    const syndic = await autreSession(browser, SYNDIC);
    const questions = syndic.getByRole('region', { name: /Le teneur attend votre réponse/ });
    await expect(questions).toBeVisible();
    const item = questions.getByRole('listitem').filter({ hasText: nom });
    await expect(item).toContainText(question);
    await verifierAccessibilite(syndic);
    await item.getByRole('link', { name: /Répondre au teneur/ }).click();
    await expect(syndic).toHaveURL(new RegExp(`/copropriete/echanges/${id}$`));
    await expect(syndic.getByRole('heading', { level: 1 })).toHaveText(`Échanges avec le teneur : ${nom}`);
    await expect(
      syndic.getByText('Le teneur attend votre réponse à sa demande de précisions.'),
    ).toBeVisible();
    await expect(syndic.getByText(question)).toBeVisible();
    await verifierAccessibilite(syndic);
    // Réponse vide : erreur sur le champ, rien n'est envoyé.
    await syndic.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await expect(syndic.getByText(/Le message/).first()).toBeVisible();
    await syndic.getByLabel('Votre réponse').fill('Le contrat signé est joint.');
    await syndic.getByLabel(/Pièce jointe/).setInputFiles({
      name: 'contrat-signe.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n% contrat signé ${rang}\n%%EOF`),
    });
    await syndic.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await expect(syndic.locator('.registre-notifications .fr-alert--success')).toBeVisible();
    await expect(syndic.getByText('Votre réponse', { exact: true })).toBeVisible();
    await expect(syndic.getByRole('link', { name: /contrat-signe\.pdf/ })).toBeVisible();
    await expect(syndic.getByRole('button', { name: 'Envoyer ma réponse' })).toHaveCount(0);
    await verifierAccessibilite(syndic);
    // L'accueil ne montre plus cette question.
    await syndic.goto('/');
    await expect(syndic.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await expect(syndic.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);

    // Le syndic transmet de nouveau sa demande (corrigée par le parcours, testé à part).
    const [brouillon] = await executerSql<{ id: number }>(
      `SELECT id FROM declaration WHERE id_copropriete = $1 AND statut = 'BROUILLON' ORDER BY id DESC LIMIT 1`,
      [id],
    );
    const depot = await syndic.request.put('/api/coproprietes/brouillon/submit', {
      headers: await entetesCsrf(syndic),
      data: { idDeclaration: brouillon!.id, transmettreMalgreDoublons: true },
    });
    expect(depot.ok(), `demande transmise de nouveau : ${await depot.text()}`).toBe(true);

    // A rouvre la demande, lit la réponse dans le fil et valide.
    await page.goto('/validations?tri=dateDepot&sens=DESC');
    await page.getByRole('table').getByRole('link', { name: nom }).click();
    await expect(page.getByText('Vous traitez cette demande')).toBeVisible();
    await expect(page.getByText('Le contrat signé est joint.')).toBeVisible();
    await expect(page.getByText('Réponse du déclarant').first()).toBeVisible();
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Accepter la demande' }).click();
    const accepter = page.getByRole('dialog', { name: 'Accepter la demande' });
    await accepter.getByRole('button', { name: 'Accepter la demande' }).click();
    await expect(page).toHaveURL(/\/validations\?/);
    const { etat, numero } = await etatDe(id);
    expect(etat).toBe('IMMATRICULEE_RATTACHEE');
    expect(numero).toMatch(/^[A-Z]{2}\d{7}$/);

    // Le syndic voit le numéro sur /copropriete et dans la boîte de réception de développement.
    await syndic.goto(`/copropriete?seeAllCopro=true&q=${encodeURIComponent(numero!)}`);
    const ligneCopro = syndic.getByTestId(`copropriete-${id}`);
    await expect(ligneCopro).toContainText(nom);
    // Numéro affiché par groupes (AB1-234-567).
    await expect(ligneCopro).toContainText(
      `${numero!.slice(0, 3)}-${numero!.slice(3, 6)}-${numero!.slice(6)}`,
    );
    await verifierAccessibilite(syndic);
    await syndic.goto('/dev/boite-de-reception');
    await syndic.getByLabel('Destinataire').fill(SYNDIC);
    await syndic.getByRole('button', { name: 'Filtrer' }).click();
    const courriel = syndic.getByTestId('ligne-courriel').first();
    await courriel.getByRole('link').click();
    await expect(syndic.getByTestId('texte-courriel')).toContainText(numero!);
    await verifierAccessibilite(syndic);
    await syndic.context().close();

    // Le journal montre chaque étape, en base et à l'écran.
    const types = await journalDe(id);
    for (const etape of [
      'SOUMISSION_IMMATRICULATION',
      'PRISE_EN_CHARGE',
      'DEMANDE_PRECISIONS',
      'REPONSE_PRECISIONS',
      'VALIDATION_DEMANDE',
    ]) {
      expect(types, etape).toContain(etape);
    }
    await page.goto('/evenement-journal');
    await page
      .getByRole('combobox', { name: 'Catégorie', exact: true })
      .selectOption({ label: 'Validation par le teneur' });
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/categorie=VALIDATION/);
    const lignesJournal = page
      .getByRole('table')
      .locator('tbody tr')
      .filter({ hasText: `Copropriété n° ${id} ` });
    for (const libelle of [
      "Prise en charge d'une demande (verrou)",
      'Demande de précisions',
      'Réponse du déclarant à une demande de précisions',
      "Validation d'une demande",
    ]) {
      const bouton = page.getByRole('button', { name: libelle, exact: true });
      await expect(lignesJournal.filter({ has: bouton }).first()).toBeVisible();
    }
    await verifierAccessibilite(page);
  });

  test('un doublon d’une copropriété immatriculée est fusionné dans l’existante : le déclarant reçoit son numéro', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(200_000);
    const { nom, rang } = nouvelleDemande();
    await demandeDeSyndic(browser, nom, rang);
    const existante = await coproprieteDuNom(nom);
    // La première demande est acceptée (le parcours de l'acceptation est testé plus haut).
    await seConnecter(page, TENEUR_A);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    const entetes = await entetesCsrf(page);
    expect(
      (
        await page.request.get(`/api/declarations/update-etat-encours-sansmandat/${existante}`, {
          headers: entetes,
        })
      ).ok(),
    ).toBe(true);
    expect(
      (await page.request.put(`/api/declarations/valider/${existante}`, { headers: entetes })).ok(),
    ).toBe(true);
    const numeroExistant = (await etatDe(existante)).numero;
    expect(numeroExistant).toMatch(/^[A-Z]{2}\d{7}$/);

    // Même nom, même adresse, même parcelle : la seconde demande arrive au teneur comme doublon.
    await demandeDeSyndic(browser, nom, rang);
    const id = await ouvrirDemande(page, nom, 'DOUBLON');
    expect(id).not.toBe(existante);
    await page.getByRole('button', { name: 'Fusionner dans la copropriété existante' }).click();
    const modale = page.getByRole('dialog', { name: 'Fusionner dans la copropriété existante' });
    await expect(modale.getByRole('heading', { name: 'Copropriété existante', exact: true })).toBeVisible();
    await expect(modale).toContainText(numeroExistant!);
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Fusionner dans la copropriété existante' }).click();
    await expect(page).toHaveURL(/\/validations\?type=DOUBLON/);
    await expect(page.locator('.registre-notifications .fr-alert--success')).toContainText(
      'Doublon fusionné',
    );
    const apres = await etatDe(id);
    expect(apres.etat).toBe('IMMATRICULATION_ET_RATTACHEMENT_REFUSES');
    expect(apres.numero).toBeNull();
    expect((await etatDe(existante)).etat).toBe('IMMATRICULEE_RATTACHEE');
    expect(await dernierCourriel(request, SYNDIC)).toContain(
      `/rattacher-une-copropriete?numero=${numeroExistant}`,
    );
  });
});
