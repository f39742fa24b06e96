import type { Page } from '@playwright/test';
import { executerSql, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';
import { capturer } from '../fixtures/parcours-declaration';

// Issue 9 §5 et §6 : un teneur cherche dans le journal par dates et type et ouvre un événement ; le tableau des
// indicateurs à l'accueil d'un teneur administrateur (et sans détail pour l'assistance) ; /indicateurs-MCO.
// Clavier, axe, captures à 1280, 991 et 375 px.

const TENEUR = 'demo.teneur.admin@registre.local';
const HOTLINE = 'demo.teneur.hotline.ges@registre.local';
const LARGEURS = [1280, 991, 375] as const;

async function connecter(page: Page, login: string): Promise<void> {
  await seConnecter(page, login);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/, { timeout: 15_000 });
}

/** Événements d'un jour de 2031 que rien d'autre n'écrit : mise à jour annuelle, connexion, et 120 de plus. */
async function insererEvenements(): Promise<void> {
  await executerSql(`DELETE FROM evenement_journal WHERE date >= '2031-01-01' AND date < '2032-01-01'`);
  await executerSql(
    `INSERT INTO evenement_journal (date, id_compte, login, nom_complet, profil, id_compte_origine, login_origine,
       categorie, type_evenement, modalite, type_cible, id_cible, libelle_cible, detail)
     VALUES
       ('2031-03-12T09:15:00Z', 9001, 'sylvie.syndic@exemple.fr', 'Sylvie Syndic', 'TELE_PRO_ADMIN_PRINC', 77,
        'teneur.hotline@registre.local', 'MISE_A_JOUR', 'MAJ_ANNUELLE', 'CONNEXION_EN_TANT_QUE', 'DECLARATION', 4242,
        'Résidence des Lilas', '{"evenement":"enregistrer","ancienEtat":"BROUILLON","nouvelEtat":"COURANTE","motif":"Assemblée du 2 mars"}'),
       ('2031-03-12T10:00:00Z', 9001, 'sylvie.syndic@exemple.fr', 'Sylvie Syndic', 'TELE_PRO_ADMIN_PRINC', NULL,
        NULL, 'CONNEXION', 'CONNEXION_REUSSIE', 'SAISIE_EN_LIGNE', 'AUCUNE', NULL, NULL, NULL),
       ('2031-03-20T10:00:00Z', 9001, 'sylvie.syndic@exemple.fr', 'Sylvie Syndic', 'TELE_PRO_ADMIN_PRINC', NULL,
        NULL, 'MISE_A_JOUR', 'MAJ_ANNUELLE', 'SAISIE_EN_LIGNE', 'DECLARATION', 4243, 'Les Tilleuls', NULL)`,
  );
  await executerSql(
    `INSERT INTO evenement_journal (date, categorie, type_evenement, modalite)
     SELECT timestamptz '2031-04-01T06:00:00Z' + i * interval '1 minute', 'CONNEXION', 'VERROUILLAGE_COMPTE',
       'TRAITEMENT_AUTOMATIQUE'
     FROM generate_series(1, 120) AS i`,
  );
}

test.describe('journal des événements et indicateurs du teneur', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('un teneur cherche dans le journal par dates et type et ouvre un événement, au clavier', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await insererEvenements();
    await connecter(page, TENEUR);
    // La tuile de l'accueil mène au journal.
    await page
      .getByRole('link', { name: /Journal des événements/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/evenement-journal$/);
    await expect(page).toHaveTitle('Journal des événements - Registre national des copropriétés');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal des événements');
    await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toContainText('page 1 sur');
    await verifierAccessibilite(page);

    // Une date impossible : message sur le champ, pas de recherche.
    await page.getByRole('textbox', { name: /^Du\b/ }).fill('31/02/2031');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('La date doit être au format jj/mm/aaaa.').first()).toBeVisible();
    await expect(page).not.toHaveURL(/dateDu=/);

    // Période d'un jour, catégorie puis type (liste réduite à la catégorie), envoi au clavier.
    await page.getByRole('textbox', { name: /^Du\b/ }).fill('12/03/2031');
    await page.getByRole('textbox', { name: /^Au\b/ }).fill('12/03/2031');
    await page
      .getByRole('combobox', { name: 'Catégorie', exact: true })
      .selectOption({ label: 'Mise à jour' });
    const types = page.getByRole('combobox', { name: /^Type d'événement/ });
    await expect(types.locator('option', { hasText: 'Mise à jour standard' })).toHaveCount(1);
    await expect(types.locator('option', { hasText: 'Échec de connexion' })).toHaveCount(0);
    await types.selectOption({ label: 'Mise à jour annuelle' });
    await page.getByRole('button', { name: 'Rechercher' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/typeEvenement=MAJ_ANNUELLE/);
    await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toHaveText(
      '1 événement trouvé — page 1 sur 1',
    );
    const ligne = page.getByRole('table').locator('tbody tr');
    await expect(ligne).toHaveCount(1);
    await expect(ligne).toContainText('12/03/2031 10:15:00');
    await expect(ligne).toContainText('Sylvie Syndic (sylvie.syndic@exemple.fr)');
    await expect(ligne).toContainText('Déclaration n° 4242 — Résidence des Lilas');
    await verifierAccessibilite(page);
    await capturer(page, 'journal-indicateurs', '1-journal-resultats', LARGEURS);

    // Détail ouvert au clavier, lisible, fermé par Échap : le focus revient au bouton.
    const bouton = ligne.getByRole('button', { name: 'Mise à jour annuelle' });
    await bouton.focus();
    await page.keyboard.press('Enter');
    const dialogue = page.getByRole('dialog');
    await expect(dialogue).toBeVisible();
    await expect(dialogue).toContainText('12/03/2031 à 10:15:00');
    await expect(dialogue).toContainText("Action d'un teneur connecté en tant que l'utilisateur");
    await expect(dialogue).toContainText('Teneur teneur.hotline@registre.local');
    await expect(dialogue).toContainText('État avant');
    await expect(dialogue).toContainText('Brouillon');
    await expect(dialogue).toContainText('Assemblée du 2 mars');
    await verifierAccessibilite(page);
    await capturer(page, 'journal-indicateurs', '2-journal-detail', LARGEURS);
    await page.keyboard.press('Escape');
    await expect(dialogue).toBeHidden();
    await expect(bouton).toBeFocused();

    // Plus de 99 événements : l'avis, et dix pages de 10 au plus.
    await page.goto('/evenement-journal?dateDu=01%2F04%2F2031&dateAu=01%2F04%2F2031');
    await expect(
      page.getByText(/120 événements correspondent à votre recherche : seuls les 100 premiers/),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'trouvés' })).toHaveText(
      '120 événements trouvés — page 1 sur 10',
    );
    await expect(page.getByRole('link', { name: '10', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '11', exact: true })).toHaveCount(0);
    await verifierAccessibilite(page);
    await capturer(page, 'journal-indicateurs', '3-journal-avis', LARGEURS);
  });

  test('le tableau des indicateurs à l’accueil d’un teneur administrateur, puis de l’assistance', async ({
    page,
  }) => {
    // Demandes de la famille « immatriculation » du guichet (registre des types, ADR 0231) : déclaration à valider
    // d'une copropriété au guichet, sauf les doublons d'une immatriculation.
    const [attendu] = await executerSql<{ n: string }>(
      `SELECT count(*) AS n FROM declaration d JOIN copropriete c ON c.id = d.id_copropriete
       WHERE d.statut = 'A_VALIDER' AND c.etat IN
         ('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION')
         AND (((d.type_maj IS NULL OR d.type_maj IN ('INITIALE', 'OFFICE')) AND c.id_copropriete_doublon IS NULL)
           OR d.type_maj = 'MODIF_DEMANDE')`,
    );
    await connecter(page, TENEUR);
    const section = page.getByRole('region', { name: 'Demandes en attente du teneur' });
    await expect(section).toBeVisible();
    const tableau = section.getByRole('table');
    const immatriculation = tableau.getByRole('row', { name: /^Immatriculation/ });
    await expect(immatriculation.getByRole('cell').first()).toHaveText(
      Number(attendu!.n).toLocaleString('fr-FR'),
    );
    for (const type of ['Contestation', 'Rattachement', 'Dissolution', 'Doublons']) {
      await expect(tableau.getByRole('rowheader', { name: type, exact: true })).toBeVisible();
    }
    // Lignes de détail des administrateurs.
    await expect(tableau.getByText(/à prendre en charge/).first()).toBeVisible();
    // Actualisation au clavier : une nouvelle demande entre dans le compte.
    await executerSql(
      `WITH c AS (INSERT INTO copropriete (etat, nom)
         VALUES ('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', 'Demande E2E des indicateurs') RETURNING id)
       INSERT INTO declaration (id_copropriete, statut, date_soumission) SELECT id, 'A_VALIDER', now() FROM c`,
    );
    const actualiser = section.getByRole('button', { name: 'Actualiser' });
    await actualiser.focus();
    await page.keyboard.press('Enter');
    await expect(immatriculation.getByRole('cell').first()).toHaveText(
      (Number(attendu!.n) + 1).toLocaleString('fr-FR'),
    );
    await expect(section.getByRole('status')).toContainText('Calculés le');
    await verifierAccessibilite(page);
    await capturer(page, 'journal-indicateurs', '4-accueil-teneur-indicateurs', LARGEURS);

    // L'assistance voit le tableau sans les lignes de détail (ADR 0031).
    await page.context().clearCookies();
    await connecter(page, HOTLINE);
    const sectionHotline = page.getByRole('region', { name: 'Demandes en attente du teneur' });
    await expect(sectionHotline.getByRole('table')).toBeVisible();
    await expect(sectionHotline.getByText(/à prendre en charge/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Statistiques et données/ })).toHaveCount(0);
    await verifierAccessibilite(page);
  });

  test('/indicateurs-MCO : demandes et activité du registre', async ({ page }) => {
    await connecter(page, TENEUR);
    await page.goto('/indicateurs-MCO');
    await expect(page).toHaveTitle('Indicateurs - Registre national des copropriétés');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indicateurs');
    await expect(page.getByRole('table', { name: /Demandes en attente du teneur/ })).toBeVisible();
    const activite = page.getByRole('table', { name: 'Activité du registre' });
    await expect(activite.getByRole('row', { name: /Copropriétés immatriculées/ })).toBeVisible();
    const [immatriculees] = await executerSql<{ n: string }>(
      `SELECT coalesce(sum(nombre), 0) AS n FROM compteur_copropriete WHERE etat IN ('IMMATRICULEE_A_RATTACHER',
        'IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER', 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
        'IMMATRICULEE_RATTACHEMENT_CONTESTE', 'DISSOLUTION_A_VALIDER', 'DISSOLUTION_EN_COURS_DE_VALIDATION',
        'DISSOLUTION_EN_COURS')`,
    );
    await expect(
      activite.getByRole('row', { name: /Copropriétés immatriculées/ }).getByRole('cell'),
    ).toHaveText(Number(immatriculees!.n).toLocaleString('fr-FR'));
    await verifierAccessibilite(page);
    await capturer(page, 'journal-indicateurs', '5-indicateurs-mco', LARGEURS);
  });
});
