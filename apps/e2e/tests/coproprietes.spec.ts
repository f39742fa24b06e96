import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { executerSql, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

const SYNDIC_ADMIN = 'demo.pro.admin@registre.local';
const SYNDIC_GESTION = 'demo.pro.gestion@registre.local';

/** Copropriétés de démonstration de l'établissement du compte, par compteur du tableau de bord. */
async function compteursAttendus(login: string) {
  const [ligne] = await executerSql<{ immatriculees: number; expires: number; non_geo: number }>(
    `SELECT count(*) FILTER (WHERE c.etat::text LIKE 'IMMATRICULEE%')::int AS immatriculees,
            count(*) FILTER (WHERE c.etat = 'IMMATRICULEE_RATTACHEMENT_EXPIRE')::int AS expires,
            count(*) FILTER (WHERE c.etat::text LIKE 'IMMATRICULEE%' AND NOT c.geolocalisee)::int AS non_geo
     FROM copropriete c JOIN compte u ON u.id_teledeclarant = c.id_teledeclarant_courant WHERE u.login = $1`,
    [login],
  );
  return ligne!;
}

test.describe('liste des copropriétés et tableau de bord du syndic', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('le tableau de bord de l’administrateur mène aux listes filtrées, avec tri, recherche et pages', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const attendus = await compteursAttendus(SYNDIC_ADMIN);
    expect(attendus.expires).toBeGreaterThan(0);
    await seConnecter(page, SYNDIC_ADMIN);
    const tableau = page.getByRole('region', { name: 'Tableau de bord de mes copropriétés' });
    await expect(tableau.getByRole('link', { name: /Copropriétés immatriculées/ })).toHaveText(
      `Copropriétés immatriculées : ${attendus.immatriculees.toLocaleString('fr-FR')}`,
    );
    await expect(tableau.getByRole('link', { name: /Copropriétés non géolocalisées/ })).toHaveText(
      `Copropriétés non géolocalisées : ${attendus.non_geo}`,
    );
    await expect(tableau.getByRole('link', { name: /Mandats expirés/ })).toHaveText(
      `Mandats expirés : ${attendus.expires}`,
    );
    await verifierAccessibilite(page);

    // Compteur « mandats expirés » → liste filtrée, même nombre.
    await tableau.getByRole('link', { name: /Mandats expirés/ }).click();
    await expect(page).toHaveURL(/\/copropriete\?mandat-expire=true/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Copropriétés au mandat expiré');
    await expect(page.getByRole('status').filter({ hasText: 'copropriété' })).toContainText(
      `${attendus.expires} copropriété`,
    );
    const lignes = page.getByRole('table').locator('tbody tr');
    await expect(lignes.first()).toContainText('Immatriculée, rattachement expiré');
    await expect(lignes.first()).toContainText('Mandat : Expiré');
    await expect(lignes.first().getByRole('link', { name: /Générer la fiche synthétique/ })).toBeVisible();
    await verifierAccessibilite(page);

    // Toutes les copropriétés : 10 lignes, pages DSFR, tri par nom, recherche « contient » sans accents.
    await page.getByRole('link', { name: 'Toutes les copropriétés' }).click();
    await expect(page).toHaveURL(/seeAllCopro=true/);
    await expect(lignes).toHaveCount(10);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: '2', exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('status').filter({ hasText: 'copropriétés' })).toContainText('page 2 sur');
    await page.getByRole('button', { name: /Trier par « Nom »/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Nom/ })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByLabel('Immatriculation ou nom').fill('erables');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/q=erables/);
    // La page précédente reste affichée pendant la recherche : attendre que le résultat soit là.
    await expect(lignes.first().locator('td:nth-child(2)')).toContainText('Érables');
    const noms = await lignes.locator('td:nth-child(2)').allTextContents();
    expect(noms.length).toBeGreaterThan(0);
    for (const nom of noms) expect(nom).toContain('Érables');
    await verifierAccessibilite(page);

    // Un brouillon de l'établissement apparaît avec son état ; aucune copropriété d'un autre établissement.
    await page.getByRole('button', { name: 'Effacer les critères' }).click();
    await page.getByLabel('État de la copropriété').selectOption('BROUILLON');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(lignes.first()).toContainText('Brouillon');
    const [autres] = await executerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM copropriete c JOIN compte u ON u.login = $1
       WHERE c.id_teledeclarant_courant IS NOT NULL AND c.id_teledeclarant_courant <> u.id_teledeclarant`,
      [SYNDIC_ADMIN],
    );
    expect(autres?.n).toBeGreaterThan(0);
    await page.goto('/copropriete?seeAllCopro=true&taille=100');
    await expect(page.getByRole('status').filter({ hasText: /copropriétés? — page/ })).toBeVisible();
    await expect(lignes.first()).toBeVisible();
    for (const numero of await lignes.locator('td:nth-child(5)').allTextContents()) {
      expect(['—', String(await idEtablissement(SYNDIC_ADMIN))]).toContain(numero);
    }
  });

  test('le gestionnaire n’a pas de tableau de bord mais voit la liste', async ({ page }) => {
    await seConnecter(page, SYNDIC_GESTION);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await expect(page.getByRole('region', { name: 'Tableau de bord de mes copropriétés' })).toHaveCount(0);
    await page.goto('/copropriete?annuelle=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Copropriétés dont la mise à jour annuelle est à faire',
    );
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('À faire');
    await verifierAccessibilite(page);
  });
});

async function idEtablissement(login: string): Promise<number> {
  const [ligne] = await executerSql<{ id: number }>(
    'SELECT id_teledeclarant AS id FROM compte WHERE login = $1',
    [login],
  );
  return ligne!.id;
}

const REPERTOIRE_CAPTURES = path.resolve(import.meta.dirname, '../../../.data/captures/coproprietes');

/** Captures pleine page à 1280, 991 et 375 px (regardées à la main), puis retour à 1280 px. */
async function capturer(page: Page, nom: string) {
  mkdirSync(REPERTOIRE_CAPTURES, { recursive: true });
  for (const largeur of [1280, 991, 375]) {
    await page.setViewportSize({ width: largeur, height: 900 });
    await page.screenshot({ path: path.join(REPERTOIRE_CAPTURES, `${nom}-${largeur}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Une copropriété de l'établissement du compte, choisie par une condition SQL sur `c` (copropriété). */
async function coproprieteDe(login: string, condition: string) {
  const [ligne] = await executerSql<{
    id: number;
    nom: string;
    numero: string | null;
    id_declaration: number;
  }>(
    `SELECT c.id, c.nom, c.numero_immatriculation AS numero,
            (SELECT max(d.id) FROM declaration d WHERE d.id_copropriete = c.id) AS id_declaration
     FROM copropriete c JOIN compte u ON u.login = $1
     WHERE ${condition} ORDER BY c.id LIMIT 1`,
    [login],
  );
  expect(ligne, `copropriété de démonstration (${condition})`).toBeTruthy();
  return ligne!;
}

test.describe('actions de ligne de la liste des copropriétés', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('le syndic supprime un brouillon depuis la liste, après confirmation, au clavier', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const copro = await coproprieteDe(
      SYNDIC_ADMIN,
      `c.etat = 'BROUILLON' AND EXISTS (SELECT 1 FROM declaration d WHERE d.id_copropriete = c.id
         AND d.statut = 'BROUILLON' AND d.id_teledeclarant = u.id_teledeclarant)`,
    );
    await seConnecter(page, SYNDIC_ADMIN);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto('/copropriete?seeAllCopro=true&etat=BROUILLON&taille=100');
    const ligne = page.getByTestId(`copropriete-${copro.id}`);
    const bouton = ligne.getByRole('button', { name: `Supprimer le brouillon — ${copro.nom}` });
    await expect(bouton).toBeVisible();

    // Clavier : Entrée ouvre la confirmation, Échap la ferme sans rien supprimer, le focus revient au bouton.
    await bouton.focus();
    await page.keyboard.press('Enter');
    const modale = page.getByRole('dialog', { name: 'Supprimer le brouillon' });
    await expect(modale).toBeVisible();
    await expect(modale).toContainText(`« ${copro.nom} »`);
    await expect(modale).toContainText('toute la saisie du brouillon');
    await expect(modale).toContainText('Cette suppression est définitive.');
    await verifierAccessibilite(page);
    await capturer(page, 'confirmation-suppression-brouillon');
    await page.keyboard.press('Escape');
    await expect(modale).toBeHidden();
    await expect(bouton).toBeFocused();
    const [avant] = await executerSql<{ etat: string }>('SELECT etat FROM copropriete WHERE id = $1', [
      copro.id,
    ]);
    expect(avant?.etat).toBe('BROUILLON');

    // Confirmation : appel, notification, liste rechargée sans la ligne, focus sur le titre de la page.
    await page.keyboard.press('Enter');
    await expect(modale).toBeVisible();
    await modale.getByRole('button', { name: 'Supprimer le brouillon' }).click();
    await expect(page.getByText('Suppression effectuée')).toBeVisible();
    await expect(
      page.getByText(`Le brouillon de la copropriété « ${copro.nom} » est supprimé.`),
    ).toBeVisible();
    await expect(ligne).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Toutes les copropriétés' })).toBeFocused();
    const [apres] = await executerSql<{ etat: string; statut: string }>(
      `SELECT c.etat, d.statut FROM copropriete c JOIN declaration d ON d.id_copropriete = c.id WHERE c.id = $1`,
      [copro.id],
    );
    expect(apres).toEqual({ etat: 'SUPPRIMEE', statut: 'SUPPRIME' });
  });

  test('le titulaire consulte les déclarations précédentes, puis supprime celles faites depuis la dernière annuelle', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const copro = await coproprieteDe(
      SYNDIC_ADMIN,
      `c.etat = 'IMMATRICULEE_RATTACHEE' AND c.geolocalisee AND c.id_teledeclarant_courant = u.id_teledeclarant
       AND EXISTS (SELECT 1 FROM declaration d WHERE d.id_copropriete = c.id AND d.statut = 'COURANTE')`,
    );
    await seConnecter(page, SYNDIC_ADMIN);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto(`/copropriete?seeAllCopro=true&q=${encodeURIComponent(copro.numero!)}`);
    const ligne = page.getByTestId(`copropriete-${copro.id}`);
    const numero = `${copro.numero!.slice(0, 3)}-${copro.numero!.slice(3, 6)}-${copro.numero!.slice(6)}`;

    // Les mises à jour mènent au parcours, à l'adresse convenue avec l'écran des mises à jour.
    await expect(ligne.getByRole('link', { name: `Mise à jour standard — ${numero}` })).toHaveAttribute(
      'href',
      `/immatriculer-copropriete/identification?copropriete=${copro.id}&maj=STANDARD`,
    );
    await expect(ligne.getByRole('link', { name: `Mise à jour annuelle — ${numero}` })).toHaveAttribute(
      'href',
      `/immatriculer-copropriete/identification?copropriete=${copro.id}&maj=ANNUELLE`,
    );
    await expect(
      ligne.getByRole('link', { name: `Corriger la dernière déclaration annuelle — ${numero}` }),
    ).toHaveAttribute(
      'href',
      `/immatriculer-copropriete/identification?copropriete=${copro.id}&maj=ANNUELLE&corriger=true`,
    );

    // Déclarations précédentes : la mise à jour annuelle courante ; fermeture, focus rendu au bouton.
    const consulter = ligne.getByRole('button', { name: `Voir les déclarations précédentes — ${numero}` });
    await consulter.click();
    const declarations = page.getByRole('dialog', { name: `Déclarations précédentes — ${numero}` });
    await expect(declarations.getByTestId(`declaration-${copro.id_declaration}`)).toContainText(
      'Mise à jour annuelle',
    );
    await expect(declarations.getByTestId(`declaration-${copro.id_declaration}`)).toContainText('Courante');
    await verifierAccessibilite(page);

    // Signaler au teneur une erreur dans la déclaration : champ obligatoire, envoi, notification, focus rendu.
    const signaler = declarations.getByRole('button', {
      name: /^Signaler une erreur — Mise à jour annuelle du /,
    });
    await signaler.click();
    const description = declarations.getByLabel(/Description de l'erreur/);
    await expect(description).toBeFocused();
    await declarations.getByRole('button', { name: 'Envoyer au teneur du registre' }).click();
    await expect(declarations.locator('.fr-input-group--error')).toBeVisible();
    await description.fill('Le nombre de lots déclaré est faux : 24 et non 20.');
    await verifierAccessibilite(page);
    await capturer(page, 'declarations-precedentes');
    await declarations.getByRole('button', { name: 'Envoyer au teneur du registre' }).click();
    await expect(page.getByText('Erreur signalée', { exact: true })).toBeVisible();
    await expect(description).toHaveCount(0);
    await expect(signaler).toBeFocused();
    const [signalement] = await executerSql<{ n: number }>(
      'SELECT count(*)::int AS n FROM signalement_erreur WHERE id_declaration = $1',
      [copro.id_declaration],
    );
    expect(signalement?.n).toBe(1);
    await declarations.getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await expect(declarations).toBeHidden();
    await expect(consulter).toBeFocused();

    // Suppression des déclarations depuis la dernière annuelle : ce qui sera perdu, confirmation, notification.
    await ligne
      .getByRole('button', {
        name: `Supprimer les déclarations depuis la dernière mise à jour annuelle — ${numero}`,
      })
      .click();
    const modale = page.getByRole('dialog', {
      name: 'Supprimer les déclarations depuis la dernière mise à jour annuelle',
    });
    await expect(modale).toContainText('toutes les mises à jour enregistrées depuis sont supprimées');
    await expect(modale).toContainText('la mise à jour annuelle sera à refaire');
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Supprimer les déclarations' }).click();
    await expect(page.getByText('Suppression effectuée')).toBeVisible();
    await expect(modale).toBeHidden();
    // La ligne reste ; l'action n'y est plus proposée (plus rien à supprimer), ni la correction de l'annuelle.
    await expect(ligne).toBeVisible();
    await expect(ligne.getByRole('button', { name: /Supprimer les déclarations/ })).toHaveCount(0);
    await expect(ligne.getByRole('link', { name: /Corriger la dernière déclaration annuelle/ })).toHaveCount(
      0,
    );
    const [apres] = await executerSql<{ statut: string }>('SELECT statut FROM declaration WHERE id = $1', [
      copro.id_declaration,
    ]);
    expect(apres?.statut).toBe('SUPPRIME');
    await ligne.getByRole('button', { name: `Voir les déclarations précédentes — ${numero}` }).click();
    // L'immatriculation archivée par l'annuelle reste : la copropriété garde une déclaration en vigueur (ADR 0220).
    await expect(declarations.getByTestId(`declaration-${copro.id_declaration}`)).toHaveCount(0);
    await expect(declarations).toContainText('Antérieure à la dernière déclaration annuelle');
  });

  test('depuis le tableau de bord, le syndic géolocalise la parcelle d’une copropriété, qui sort du filtre', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Seule une parcelle reste à géolocaliser : l'adresse de référence de la déclaration en vigueur l'est (la
    // démonstration distingue les deux drapeaux).
    const copro = await coproprieteDe(
      SYNDIC_ADMIN,
      `c.etat IN ('IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_RATTACHEMENT_EXPIRE') AND NOT c.geolocalisee
       AND c.id_teledeclarant_courant = u.id_teledeclarant
       AND EXISTS (SELECT 1 FROM adresse a WHERE a.id_declaration = c.id_declaration_courante AND a.type = 'REFERENCE'
         AND a.geolocalisee)`,
    );
    // La parcelle non géolocalisée (cadastre indisponible à la déclaration) et la parcelle géolocalisée.
    const [parcelle, geolocalisee] = await executerSql<{
      code_postal: string;
      section: string;
      numero: string;
    }>(
      `SELECT p.code_postal, p.section, p.numero FROM parcelle p JOIN copropriete c ON c.id_declaration_courante = p.id_declaration
       WHERE c.id = $1 ORDER BY p.geolocalisee, p.ordre`,
      [copro.id],
    );
    const [compte] = await executerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM copropriete c JOIN compte u ON u.id_teledeclarant = c.id_teledeclarant_courant
       WHERE u.login = $1 AND c.etat::text LIKE 'IMMATRICULEE%' AND NOT c.geolocalisee`,
      [SYNDIC_ADMIN],
    );

    await seConnecter(page, SYNDIC_ADMIN);
    const tableau = page.getByRole('region', { name: 'Tableau de bord de mes copropriétés' });
    await tableau.getByRole('link', { name: /Copropriétés non géolocalisées/ }).click();
    await expect(page).toHaveURL(/\/copropriete\?coproNonGeolocalisees=true/);
    const nombre = page.getByRole('status').filter({ hasText: /copropriétés? — page/ });
    await expect(nombre).toContainText(`${compte!.n} copropriété`);
    await page.goto(`/copropriete?coproNonGeolocalisees=true&q=${encodeURIComponent(copro.numero!)}`);
    const ligne = page.getByTestId(`copropriete-${copro.id}`);
    await ligne.getByRole('link', { name: /^Géolocaliser les parcelles/ }).click();

    await expect(page).toHaveURL(new RegExp(`/copropriete/parcelles-non-geolocalisees/${copro.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parcelles non géolocalisées');
    const saisies = page.getByRole('list', { name: 'Parcelles saisies' });
    await expect(saisies).toContainText('Non géolocalisée');
    await verifierAccessibilite(page);
    await capturer(page, 'parcelles-non-geolocalisees');

    // Rien à enregistrer : le serveur refuse une liste vide, l'erreur s'affiche sur les parcelles.
    for (const retiree of [parcelle!, geolocalisee!]) {
      await page
        .getByRole('button', { name: `Retirer la parcelle ${retiree.section} ${retiree.numero}` })
        .click();
    }
    await page.getByRole('button', { name: 'Enregistrer les parcelles' }).click();
    await expect(page.locator('.fr-message--error')).toContainText('Saisissez au moins une parcelle.');

    // La parcelle saisie de nouveau, au clavier, est vérifiée au cadastre : géolocalisée.
    await page.getByLabel('Code postal').fill(parcelle!.code_postal);
    await expect(page.getByLabel('Commune', { exact: true })).not.toHaveValue('');
    await page.getByLabel('Section').fill(parcelle!.section);
    await page.getByLabel('Numéro de parcelle').fill(parcelle!.numero);
    await page.getByLabel('Numéro de parcelle').press('Tab');
    await page.keyboard.press('Enter');
    await expect(saisies).toContainText('Géolocalisée');
    await expect(saisies).not.toContainText('Non géolocalisée');
    await page.getByRole('button', { name: 'Enregistrer les parcelles' }).click();

    // Retour à la liste filtrée : la copropriété n'y est plus ; le tableau de bord compte une de moins.
    await expect(page).toHaveURL(/\/copropriete\?coproNonGeolocalisees=true$/);
    await expect(page.getByText('est désormais géolocalisée')).toBeVisible();
    await expect(nombre).toContainText(`${compte!.n - 1} copropriété`);
    await expect(page.getByTestId(`copropriete-${copro.id}`)).toHaveCount(0);
    const [apres] = await executerSql<{ geolocalisee: boolean }>(
      'SELECT geolocalisee FROM copropriete WHERE id = $1',
      [copro.id],
    );
    expect(apres?.geolocalisee).toBe(true);
    await verifierAccessibilite(page);
  });
});
