#!/usr/bin/env python3
"""Generates crates/board/src/catalogue/table.rs (the piece catalogue) from
the data below.

Popeye codes (French, German, English) come from Popeye's piece-name table
(facts: names only); popeye_codes.json (next to this script) holds them as
extracted from Popeye's output/plaintext/language_dependant.c (index -> code,
plus the English comment names). The UC-170-17 data below is transcribed from
the UC-170-17 piece catalogue (seeds/uc-170-17-piece-catalogue.txt of the
project's shared reference material).

Usage (from any folder; paths are relative to this script and the repository):

  python3 tools/catalogue/gen_table.py           rewrite table.rs
  python3 tools/catalogue/gen_table.py --check   fail (exit 1) if table.rs is
                                                 not exactly what this script
                                                 generates (run by .ci/run)

The output is already formatted as `cargo fmt` leaves it.

Walk specs: B:<betza> | S:<SpecialWalk variant> | X:<reason not implemented>
"""
import argparse, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CODES = os.path.join(HERE, 'popeye_codes.json')
TABLE = os.path.join(ROOT, 'crates', 'board', 'src', 'catalogue', 'table.rs')

args = argparse.ArgumentParser(description='Generate the piece catalogue table.')
args.add_argument('--check', action='store_true',
                  help='compare with table.rs instead of writing it')
args = args.parse_args()

with open(CODES, encoding='utf-8') as f:
    P = json.load(f)
codes = {k: {int(i): c for i, c in v.items()} for k, v in P['codes'].items()}

# Popeye index -> (English name, walk spec, note). Index 2..7 are K P Q N R B.
POP = {
 2: ('king', 'B:K', ''),
 3: ('pawn', 'B:{pawn}mfWcefFimfnD', ''),
 4: ('queen', 'B:Q', ''),
 5: ('knight', 'B:N', ''),
 6: ('rook', 'B:R', ''),
 7: ('bishop', 'B:B', ''),
 8: ('leo', 'B:mQcpQ', 'Chinese queen: moves as a queen, captures by hopping a screen'),
 9: ('mao', 'B:nN', 'W step then outward F step; blocked on the W square'),
 10: ('pao', 'B:mRcpR', 'Chinese rook (xiangqi cannon)'),
 11: ('vao', 'B:mBcpB', 'Chinese bishop'),
 12: ('rose', 'B:{rose}NN', 'circular nightrider'),
 13: ('grasshopper', 'B:gQ', ''),
 14: ('nightrider', 'B:NN', ''),
 15: ('zebra', 'B:Z', '(2,3)-leaper'),
 16: ('camel', 'B:C', '(1,3)-leaper'),
 17: ('giraffe', 'B:(1,4)', '(1,4)-leaper'),
 18: ('root-50-leaper', 'B:(5,5)(1,7)', '(5,5)+(1,7)-leaper'),
 19: ('root-25-leaper', 'B:(3,4)(0,5)', 'bucephale: (3,4)+(0,5)-leaper'),
 20: ('wazir', 'B:W', ''),
 21: ('alfil', 'B:A', ''),
 22: ('fers', 'B:F', ''),
 23: ('dabbaba', 'B:D', ''),
 24: ('lion', 'B:pQ', 'hops over one piece on queen lines, lands anywhere beyond'),
 25: ('nonstop equihopper', 'B:{en}Q{en}N{en}C{en}Z', 'equihopper on every line, intermediate squares may be occupied'),
 26: ('locust', 'B:{x}Q', 'captures by hopping over the victim to the square right behind'),
 27: ('berolina pawn', 'B:{pawn}mfFcefWimfnA', ''),
 28: ('amazon', 'B:QN', ''),
 29: ('empress', 'B:RN', ''),
 30: ('princess', 'B:BN', ''),
 31: ('gnu', 'B:NC', ''),
 32: ('antelope', 'B:(3,4)', '(3,4)-leaper'),
 33: ('squirrel', 'B:NAD', ''),
 34: ('waran', 'B:RNN', 'rook + nightrider'),
 35: ('dragon', 'B:N{n1}mfW{n1}cefFimfnD', 'knight + pawn moves (en passant too), no pawn move from the first rank (checked against Popeye); double step and promotion not verified'),
 36: ('kangaroo', 'B:{h2}gQ', 'hops over two pieces, lands right behind the second'),
 37: ('spiralspringer', 'B:{zz02}NN{zz04}NN', 'knight steps alternating with their mirror image in a file or rank: the (2,0) and (4,0) zigzags together; by analogy with the diagonal spiralspringer, not verified against Popeye'),
 38: ('ubiubi', 'S:UbiUbi', 'the special walk is checked against Popeye (walk::special_reference)'),
 39: ('hamster', 'B:{t180}gQ', '180-degree grasshopper'),
 40: ('moose', 'B:{t45}gQ', '45-degree grasshopper'),
 41: ('eagle', 'B:{t90}gQ', '90-degree grasshopper'),
 42: ('sparrow', 'B:{t135}gQ', '135-degree grasshopper'),
 43: ('archbishop', 'B:{rf1}B', 'bishop reflected once at the edge squares (c1-b2-a3-b4; checked against Popeye); corners not verified'),
 44: ('reflecting bishop', 'B:{rfc}B', 'bishop reflected any number of times at the edge squares (checked against Popeye); corner reflection assumed'),
 45: ('cardinal', 'B:{rfe1}B', 'bishop reflected once at the board edge (c2-d1-e1; checked against Popeye)'),
 46: ('nightrider-hopper', 'B:gNN', ''),
 47: ('dummy', 'B:', 'has no moves'),
 48: ('camelrider', 'B:CC', ''),
 49: ('zebrarider', 'B:ZZ', ''),
 50: ('gnurider', 'B:NNCC', ''),
 51: ('camelrider hopper', 'B:gCC', ''),
 52: ('zebrarider hopper', 'B:gZZ', ''),
 53: ('gnurider hopper', 'B:gNNgCC', ''),
 54: ('diagonal spiralspringer', 'B:{zz11}NN{zz33}NN', 'knight steps alternating with their mirror image in a diagonal: the (1,1) and (3,3) zigzags together (checked against Popeye TESTS/pieces)'),
 55: ('bouncy knight', 'S:BouncyKnight', 'not a reflecting nightrider: Popeye TESTS/pieces shows a different move set'),
 56: ('equihopper', 'B:{e}Q{e}N{e}C{e}Z', 'hops to the square symmetric about a hurdle on any line'),
 57: ('CAT', 'S:Cat', 'cavalier de Troie; the special walk is checked against Popeye (walk::special_reference)'),
 58: ('berolina superpawn', 'B:{pawn}mfBcfR', ''),
 59: ('superpawn', 'B:{pawn}mfRcfB', ''),
 60: ('rook-lion', 'B:pR', ''),
 61: ('bishop-lion', 'B:pB', ''),
 62: ('sirene', 'B:mQ{x}Q', 'marine queen: queen moves, captures as a locust; not verified against Popeye'),
 63: ('triton', 'B:mR{x}R', 'marine rook; not verified against Popeye'),
 64: ('nereide', 'B:mB{x}B', 'marine bishop; not verified against Popeye'),
 65: ('orphan', 'S:Orphan', ''),
 66: ('edgehog', 'S:Edgehog', 'the special walk is checked against Popeye (walk::special_reference)'),
 67: ('moa', 'B:{moa}N', 'F step then outward W step; blocked on the F square'),
 68: ('rook/bishop-hunter', 'B:fRbB', 'forward like a rook, backward like a bishop'),
 69: ('bishop/rook-hunter', 'B:fBbR', 'forward like a bishop, backward like a rook'),
 70: ('maorider', 'B:nNN', ''),
 71: ('moarider', 'B:{moa}NN', ''),
 72: ('rookhopper', 'B:gR', ''),
 73: ('bishophopper', 'B:gB', ''),
 74: ('erlking', 'B:K', 'moves like a king in all of Popeye\'s test positions; any further Popeye rule is not modelled'),
 75: ('boyscout', 'B:{zz02}FF', 'crooked bishop'),
 76: ('girlscout', 'B:{zz11}WW', 'crooked rook'),
 77: ('skylla', 'S:Skylla', 'inferred from and checked against Popeye\'s move lists'),
 78: ('charybdis', 'S:Charybdis', 'inferred from and checked against Popeye\'s move lists'),
 79: ('contra grasshopper', 'B:pK', 'hurdle adjacent, lands anywhere beyond; not verified against Popeye'),
 80: ('rose-lion', 'B:{rose}pNN', ''),
 81: ('rose-hopper', 'B:{rose}gNN', ''),
 82: ('okapi', 'B:NZ', ''),
 83: ('3:7-leaper', 'B:(3,7)', ''),
 84: ('grasshopper-2', 'B:{d2}gQ', 'lands two squares behind the hurdle'),
 85: ('grasshopper-3', 'B:{d3}gQ', 'lands three squares behind the hurdle'),
 86: ('1:6-leaper', 'B:(1,6)', ''),
 87: ('2:4-leaper', 'B:(2,4)', ''),
 88: ('3:5-leaper', 'B:(3,5)', ''),
 89: ('double grasshopper', 'S:DoubleGrasshopper', 'the special walk is checked against Popeye (walk::special_reference)'),
 90: ('kinghopper', 'B:gK', ''),
 91: ('orix', 'B:{e}Q', 'equihopper on queen lines'),
 92: ('1:5-leaper', 'B:(1,5)', ''),
 93: ('2:5-leaper', 'B:(2,5)', ''),
 94: ('gral', 'B:AgR', 'alfil + rookhopper'),
 95: ('rook locust', 'B:{x}R', ''),
 96: ('bishop locust', 'B:{x}B', ''),
 97: ('nightrider locust', 'B:{x}NN', ''),
 98: ('wazirrider', 'B:R', 'moves like a rook (differs in Circe rebirth)'),
 99: ('fersrider', 'B:B', 'moves like a bishop (differs in Circe rebirth)'),
 100: ('bison', 'B:CZ', ''),
 101: ('elephant', 'B:QNN', 'queen + nightrider'),
 102: ('nao', 'B:mNNcpNN', 'Chinese nightrider'),
 103: ('rook moose', 'B:{t45}gR', ''),
 104: ('rook eagle', 'B:{t90}gR', ''),
 105: ('rook sparrow', 'B:{t135}gR', ''),
 106: ('bishop moose', 'B:{t45}gB', ''),
 107: ('bishop eagle', 'B:{t90}gB', ''),
 108: ('bishop sparrow', 'B:{t135}gB', ''),
 109: ('rao', 'B:{rose}mNN{rose}cpNN', 'Chinese rose'),
 110: ('scorpion', 'B:KgQ', 'erlking + grasshopper (checked against Popeye)'),
 111: ('marguerite', 'B:gQ{t45}gQ{t90}gQ{t135}gQ{t180}gQ', 'grasshopper + moose + eagle + sparrow + hamster'),
 112: ('3:6-leaper', 'B:(3,6)', ''),
 113: ('nightrider-lion', 'B:pNN', ''),
 114: ('maorider-lion', 'B:pnNN', ''),
 115: ('moarider-lion', 'B:{moa}pNN', ''),
 116: ('friend', 'S:Friend', ''),
 117: ('dolphin', 'B:gQ{h2}gQ', 'grasshopper + kangaroo'),
 118: ('rabbit', 'B:{h2}pQ', 'lion hopping over two pieces'),
 119: ('bob', 'B:{h4}pQ', 'lion hopping over four pieces'),
 120: ('equistopper', 'B:{es}Q{es}N{es}C{es}Z', 'stops on the midpoint between itself and a piece, any line'),
 121: ('nonstop equistopper', 'B:{esn}Q{esn}N{esn}C{esn}Z', ''),
 122: ('querquisite', 'S:Querquisite', 'the special walk is checked against Popeye (walk::special_reference)'),
 123: ('bouncer', 'S:Bouncer', ''),
 124: ('rook bouncer', 'S:RookBouncer', ''),
 125: ('bishop bouncer', 'S:BishopBouncer', ''),
 126: ('chinese pawn', 'B:fW{far}sW', 'forward step; sideways too in the opponent\'s half (checked against Popeye on ranks 4 and 7; rank 5 assumed); never promotes and is a promotion piece, as in Popeye'),
 127: ('radial knight', 'S:RadialKnight', ''),
 128: ('reverse pawn', 'S:ReversePawn', 'Popeye code pp; the English table comment says "protean pawn", the manual and French table say reverse pawn; the special walk is checked against Popeye (walk::special_reference)'),
 129: ('rose locust', 'B:{rose}{x}NN', ''),
 130: ('zebu', 'B:C(1,4)', 'camel + giraffe'),
 131: ('bouncy nightrider', 'S:BouncyNightrider', ''),
 132: ('spiralspringer (2,0)', 'B:{zz02}NN', '(2,0)-zigzag nightrider'),
 133: ('spiralspringer (4,0)', 'B:{zz04}NN', '(4,0)-zigzag nightrider'),
 134: ('diagonal spiralspringer (1,1)', 'B:{zz11}NN', '(1,1)-zigzag nightrider'),
 135: ('diagonal spiralspringer (3,3)', 'B:{zz33}NN', '(3,3)-zigzag nightrider'),
 136: ('quintessence', 'B:{zz13}NN', '(3,1)-zigzag nightrider'),
 137: ('double rookhopper', 'S:DoubleRookHopper', 'the special walk is checked against Popeye (walk::special_reference)'),
 138: ('double bishopper', 'S:DoubleBishopHopper', 'the special walk is checked against Popeye (walk::special_reference)'),
 139: ('nonstop orix', 'B:{en}Q', ''),
 140: ('treehopper', 'S:TreeHopper', ''),
 141: ('leafhopper', 'S:LeafHopper', ''),
 142: ('greater treehopper', 'S:GreaterTreeHopper', ''),
 143: ('greater leafhopper', 'S:GreaterLeafHopper', ''),
 144: ('kangaroo lion', 'B:{h2}pQ', 'modelled like the rabbit; any Popeye difference is not modelled'),
 145: ('kao', 'B:mNcgN', 'moves as a knight; captures by hopping over a piece a knight leap away to the next square of that nightrider line (Popeye\'s behaviour)'),
 146: ('knighthopper', 'B:gN', ''),
 147: ('ship', 'B:R{n1}cefF', 'rook + the pawn\'s capture, en passant too (checked against Popeye; the first-rank rule is assumed as for the dragon)'),
 148: ('gryphon', 'B:B{n1}mfW', 'bishop + the pawn\'s non-capturing step, none from the first rank (checked against Popeye); not the F-then-rook griffin'),
 149: ('marine knight', 'B:mN{x}N', 'knight moves, captures as a knight locust; not verified against Popeye'),
 150: ('poseidon', 'B:mK{x}K', 'marine king, royal by its walk (PieceKind::POSEIDON); move lists checked against Popeye 4.104'),
 151: ('marine pawn', 'B:{pawn}mfWimfnD{x}efF', 'pawn moves, captures as a locust diagonally forward, en passant too (jumping the square the pawn passed; checked against Popeye)'),
 152: ('marine ship', 'B:mR{x}R{n1}{x}fF', 'ship whose captures are locust captures (checked against Popeye)'),
 153: ('sting', 'B:KgQ', 'king + grasshopper'),
 154: ('senora', 'B:mpQcQ', 'argentinian queen: moves only by hopping (lion-like), captures as a queen (checked against Popeye)'),
 155: ('faro', 'B:mpRcR', 'argentinian rook (checked against Popeye)'),
 156: ('loco', 'B:mpBcB', 'argentinian bishop (checked against Popeye)'),
 157: ('saltador', 'S:Saltador', 'argentinian knight: moves only over a piece on a square its leap passes (either lame path); captures along a lame path whose square is empty (checked against Popeye)'),
 158: ('maohopper', 'S:MaoHopper', 'the special walk is checked against Popeye (walk::special_reference)'),
 159: ('moahopper', 'S:MoaHopper', 'the special walk is checked against Popeye (walk::special_reference)'),
 160: ('contrahamster', 'S:ContraHamster', 'rides away from an adjacent piece (inferred from and checked against Popeye\'s move lists)'),
 161: ('eagle equihopper', 'S:EagleEquihopper', 'equihopper whose landing turns 90 degrees at the hurdle (Popeye\'s behaviour)'),
 162: ('eagle nonstop equihopper', 'S:EagleNonstopEquihopper', 'nonstop equihopper whose landing turns 90 degrees at the hurdle (Popeye\'s behaviour)'),
 163: ('scarabeus', 'S:Scarabeus', 'grasshopper on queen lines landing a knight leap beyond the hurdle, turned towards either side (Popeye\'s behaviour)'),
}
POP_ALIASES = {
 13: ['grashopper'], 56: ['equihoppper'], 57: ['cavalier de troie', 'cavalier trojan'],
 19: ['bucephale'], 34: [], 44: [], 136: ['(3,1)-zigzag nightrider'],
 132: ['(2,0)-zigzag nightrider'], 133: ['(4,0)-zigzag nightrider'],
 134: ['(1,1)-zigzag nightrider'], 135: ['(3,3)-zigzag nightrider'],
 139: ['orix (non-stop)'], 144: ['kangarou lion'], 127: ['radial leaper'],
 128: ['protean pawn'], 120: ['equi english'], 121: ['equi french'],
 138: ['double bishophopper'], 43: [], 68: ['rook-bishop-hunter'],
 69: ['bishop-rook-hunter'], 153: ['sting'], 154: ['argentinian queen'],
 155: ['argentinian rook'], 156: ['argentinian bishop'], 157: ['argentinian knight'],
}

# UC-170-17: (number, name, walk-or-None-if-merged, merged Popeye index or None, note)
# Pieces 1..170, then pawns as ('P', n).
UC = [
 (1, 'King', None, 2, ''), (2, 'Queen', None, 4, ''), (3, 'Rook', None, 6, ''),
 (4, 'Bishop', None, 7, ''), (5, 'Knight', None, 5, ''),
 (6, 'Royal Knight', 'B:N', None, 'a royal knight (royalty is an attribute, not part of the walk)'),
 (7, 'Amazon', None, 28, ''), (8, 'Chancellor', None, 29, ''), (9, 'UC Archbishop', None, 30, 'UC-170-17 archbishop = bishop + knight'),
 (10, 'Amazonrider', 'B:QNN', 101, ''),
 (11, 'Chancellorrider', None, 34, ''), (12, 'Archbishoprider', 'B:BNN', None, 'also known as unicorn'),
 (13, 'Nightrider', None, 14, ''), (14, 'Rose', None, 12, ''),
 (15, 'Rose Rook', 'B:{rose}NNR', None, ''), (16, 'Rose Bishop', 'B:{rose}NNB', None, ''),
 (17, 'Ubi-Ubi', None, 38, 'UC-170-17 restricts its captures to recaptures'),
 (18, 'Knightwazirzee', 'S:KnightWazirZee', None, ''), (19, 'Knightferzee', 'S:KnightFerzZee', None, ''),
 (20, 'Sissa', 'S:Sissa', None, ''), (21, 'Squeen', 'S:Squeen', None, ''),
 (22, 'Cylindrical Queen', 'B:oQ', None, ''), (23, 'Cylindrical Rook', 'B:oR', None, ''),
 (24, 'Cylindrical Bishop', 'B:oB', None, ''),
 (25, 'Rook Ferz', 'B:RF', None, 'dragon king'), (26, 'Crooked Rook', None, 76, ''),
 (27, 'Bishop Wazir', 'B:BW', None, 'dragon horse'), (28, 'Crooked Bishop', None, 75, ''),
 (29, 'Harvestman', 'S:Harvestman', None, ''), (30, 'Crooked Bishop Wazir', 'B:W{zz02}FF', None, ''),
 (31, 'Reflecting Bishop', None, 44, ''), (32, 'Reflecting Bishop Wazir', 'S:ReflectingBishopWazir', None, ''),
 (33, 'Knight Dabbabah', 'B:ND', None, ''), (34, 'Knight Alfil', 'B:NA', None, ''),
 (35, 'Cannon', None, 10, ''), (36, 'Vao', None, 11, ''), (37, 'PaoVao', None, 8, ''),
 (38, 'Knight Wazir', 'B:NW', None, ''), (39, 'Knight Ferz', 'B:NF', None, ''),
 (40, 'Knight Guard', 'B:NK', None, ''), (41, 'Eohippo', 'B:NfbW', None, ''),
 (42, 'Fischer', 'B:NfbR', None, ''),
 (43, 'Top Heart', 'X:move description is external to the UC-170-17 catalogue', None, ''),
 (44, 'Bottom Heart', 'X:move description is external to the UC-170-17 catalogue', None, ''),
 (45, 'Rococo Chameleon', 'S:Chameleon', None, 'Rococo chameleon (a piece, unlike the Popeye chameleon attribute)'),
 (46, 'Long Leaper', 'S:LongLeaper', None, ''), (47, 'Swapper', 'S:Swapper', None, ''),
 (48, 'Withdrawer', 'S:Withdrawer', None, ''), (49, 'Advancer', 'S:Advancer', None, ''),
 (50, 'Pushme-Pullyu', 'S:PushmePullyu', None, ''), (51, 'Immobilizer', 'S:Immobilizer', None, ''),
 (52, 'Archer', 'S:Archer', None, "Fuge's archer"), (53, 'Shield', 'S:Shield', None, "Fuge's shield"),
 (54, 'Coordinator', 'S:Coordinator', None, ''),
 (55, 'Wazir', None, 20, ''), (56, 'Ferz', None, 22, ''),
 (57, 'Woody Rook', 'B:WD', None, ''), (58, 'Warmachine Ferz', 'B:FD', None, ''),
 (59, 'Waffle', 'B:WA', None, ''), (60, 'Alfil Ferz', 'B:FA', None, ''),
 (61, 'Forward Knight Backward Queen', 'B:fNbQ', None, ''),
 (62, 'Forward Queen Backward Knight', 'B:fQbN', None, ''),
 (63, 'Forward Knight Backward Rook', 'B:fNbR', None, ''),
 (64, 'Forward Rook Backward Knight', 'B:fRbN', None, ''),
 (65, 'Forward Knight Backward Bishop', 'B:fNbB', None, ''),
 (66, 'Forward Bishop Backward Knight', 'B:fBbN', None, ''),
 (67, 'Forward Bishop Backward Rook', None, 69, ''),
 (68, 'Forward Rook Backward Bishop', None, 68, ''),
 (69, 'Bede', 'B:BD', None, ''), (70, 'Charging Knight', 'B:fNbsK', None, ''),
 (71, 'Fibnif', 'B:FvN', None, ''), (72, 'Fad', 'B:FAD', None, ''),
 (73, 'Colonel', 'B:fsRfNK', None, ''), (74, 'Half-Duck', 'B:DFH', None, ''),
 (75, 'Charging Rook', 'B:fsRbK', None, ''), (76, 'Siege Engine', 'B:WH', None, ''),
 (77, 'Siege Engine Alfil', 'B:WHA', None, ''), (78, 'Dabbabah Alfil', 'B:DA', None, ''),
 (79, 'Dabbabahrider', 'B:DD', None, ''), (80, 'Alfilrider', 'B:AA', None, ''),
 (81, 'UC Gryphon', 'B:{b}FF', None, 'UC-170-17 gryphon: F step then outward rook ride (not Popeye\'s gryphon)'), (82, 'Aanca', 'B:{b}WW', None, ''),
 (83, 'War Elephant', 'S:WarElephant', None, ''), (84, 'Shaman', 'S:Shaman', None, ''),
 (85, 'Hero', 'S:Hero', None, ''), (86, 'Jumping King', 'B:KAD', None, ''),
 (87, 'Zigzag General', 'S:ZigzagGeneral', None, ''), (88, 'Minister', 'B:NDW', None, ''),
 (89, 'High Priestess', 'B:NAF', None, ''), (90, 'Twisted Knight', 'S:TwistedKnight', None, ''),
 (91, 'Flexible Knight', 'S:FlexibleKnight', None, ''), (92, 'Oliphant', 'S:Oliphant', None, ''),
 (93, 'Lightning Warmachine', 'S:LightningWarmachine', None, ''),
 (94, 'Sliding General', 'S:SlidingGeneral', None, ''), (95, 'Guard', 'B:K', None, 'non-royal king'),
 (96, 'Half Queen', 'S:Halfling', None, ''), (97, 'Half Rook', 'S:Halfling', None, ''),
 (98, 'Half Bishop', 'S:Halfling', None, ''), (99, 'Lance', 'B:fR', None, ''),
 (100, 'Gold General', 'B:WfF', None, ''), (101, 'Silver General', 'B:FfW', None, ''),
 (102, 'Honorable Horse', 'B:ffN', None, ''),
 (103, 'Shishi', 'X:chu shogi lion; move description is external to the catalogue', None, ''),
 (104, 'Horned Falcon', 'B:bsRBfWfD', None, 'the forward D is approximated as a plain leap'),
 (105, 'Soaring Eagle', 'B:fsRbBfFfA', None, 'the forward A is approximated as a plain leap'),
 (106, 'Flying Ox', 'B:vRB', None, ''), (107, 'Free Boar', 'B:sRB', None, ''),
 (108, 'White Horse', 'B:vRfB', None, ''), (109, 'Whale', 'B:vRbB', None, ''),
 (110, 'Vertical Mover', 'B:vRsW', None, ''), (111, 'Side Mover', 'B:sRvW', None, ''),
 (112, 'Flying Stag', 'B:vRFsW', None, ''), (113, 'Reverse Chariot', 'B:vR', None, ''),
 (114, 'Drunk Elephant', 'B:FfsW', None, ''), (115, 'Blind Tiger', 'B:FbsW', None, ''),
 (116, 'Ferocious Leopard', 'B:FvW', None, ''), (117, 'Blind Monkey', 'B:FsW', None, ''),
 (118, 'Reclining Dragon', 'B:WbF', None, ''), (119, 'Evil Wolf', 'B:fsWfF', None, ''),
 (120, 'Old Monkey', 'B:FbW', None, ''), (121, 'Copper General', 'B:vWfF', None, ''),
 (122, 'Coiled Serpent', 'B:vWbF', None, ''), (123, 'Iron General', 'B:fK', None, ''),
 (124, 'Tile General', 'B:fFbW', None, ''), (125, 'Stone General', 'B:fF', None, ''),
 (126, 'Go-Between', 'B:vW', None, ''),
 (127, 'Diagonal Wide Crooked Nightrider', None, 134, ''),
 (128, 'Straight Wide Crooked Nightrider', None, 132, ''),
 (129, 'Essential Nightrider', None, 136, ''),
 (130, 'Diagonal Narrow Crooked Nightrider', None, 135, ''),
 (131, 'Straight Narrow Crooked Nightrider', None, 133, ''),
 (132, 'Falcon', 'X:Falcon Chess bent slider; description external to the catalogue', None, ''),
 (133, 'UC Scorpion', 'X:four-square falcon-like mover; description external to the catalogue', None, 'not the Popeye scorpion'),
 (134, 'UC Dragon', 'X:falcon-like mover; description external to the catalogue', None, 'not the Popeye dragon'),
 (135, 'Barc', 'B:fsNbbN', None, ''), (136, 'Crab', 'B:ffNbsN', None, ''),
 (137, 'Barcrider', 'B:fsNNbbNN', None, ''), (138, 'Crabrider', 'B:ffNNbsNN', None, ''),
 (139, 'Crab Wazir', 'B:ffNbsNW', None, ''), (140, 'Crab Ferz', 'B:ffNbsNF', None, ''),
 (141, 'Crab Dabbabah', 'B:ffNbsND', None, ''), (142, 'Crab Alfil', 'B:ffNbsNA', None, ''),
 (143, 'Grasshopper', None, 13, ''), (144, 'Andernach Grasshopper', 'S:AndernachGrasshopper', None, ''),
 (145, 'Einstein Grasshopper', 'S:EinsteinGrasshopper', None, ''),
 (146, 'Circe Grasshopper', 'S:CirceGrasshopper', None, ''),
 (147, 'Andernach Einstein Circe Grasshopper', 'S:AndernachEinsteinCirceGrasshopper', None, ''),
 (148, 'Anti-King', 'B:K', None, 'royalty and anti-check rules are not part of the walk'),
 (149, 'Rhino', 'B:WnN', None, 'mao + wazir'),
 (150, 'Squirrel', None, 33, ''), (151, 'Camel', None, 16, ''), (152, 'Zebra', None, 15, ''),
 (153, 'Giraffe', None, 17, ''), (154, 'Antelope', None, 32, ''), (155, 'Gnu', None, 31, ''),
 (156, 'Bison', None, 100, ''), (157, 'Camel Wazir', 'B:CW', None, ''),
 (158, 'Camel Ferz', 'B:CF', None, ''), (159, 'Camel Wazir Ferz', 'B:CK', None, ''),
 (160, 'Camel Queen', 'B:CQ', None, ''), (161, 'Buffalo', 'B:NCZ', None, ''),
 (162, 'Flamingo', None, 86, ''), (163, 'Root Fifty Leaper', None, 18, ''),
 (164, 'Mamra', 'B:K', None, 'capture immunity (only pawns capture it) is not part of the walk'),
 (165, 'Wuss', 'B:mQ', None, 'must move when attacked (not part of the walk)'),
 (166, 'Windmill', 'S:Windmill', None, ''), (167, 'Jester', 'S:Jester', None, ''),
 (168, 'Orphan', None, 65, ''), (169, 'Querquisite', None, 122, ''), (170, 'Friend', None, 116, ''),
]
UCP = [
 (1, 'Pawn', None, 3, ''),
 (2, 'Cannon Pawn', 'B:{pawn}mKgK', None, ''),
 (3, 'Pincer Pawn', 'S:PincerPawn', None, ''),
 (4, 'Shogi Pawn', 'B:{pawn}fW', None, ''),
 (5, 'Berolina Pawn', None, 27, ''),
 (6, 'Sergeant Pawn', 'B:{pawn}fKimfnDimfnA', None, 'pawn + berolina pawn'),
 (7, 'Berolina Plus Pawn', 'B:{pawn}mfFcfWcsWimfnA', None, ''),
 (8, 'Steward', 'B:{pawn}mWcF', None, 'pawn in all four directions'),
 (9, 'Camel Pawn', 'B:{pawn}mfWcefFimfnDmfC', None, ''),
 (10, 'Knight Pawn', 'B:{pawn}mfWcefFimfnDmfN', None, ''),
 (11, 'XJ Pawn', 'B:{pawn}fsW', None, 'xiangqi/janggi pawn as described by UC-170-17'),
 (12, 'Eurasian Pawn', 'B:{pawn}fWcefFimfnD', None, ''),
 (13, 'Jumping Pawn', 'S:JumpingPawn', None, ''),
 (14, 'Frog', 'S:Frog', None, ''),
 (15, 'Orphan Pawn', 'S:OrphanPawn', None, ''),
 (16, 'Scorpion Pawn', 'B:{pawn}mfWcefFimfnDmfsN', None, ''),
 (17, 'Moose Pawn', 'B:{pawn}mfWcefFimfnDmfsNmfsC', None, ''),
]

ORTHO = [2, 4, 6, 7, 5, 3]  # K Q R B N P in Popeye order indices
order = ORTHO + [i for i in sorted(POP) if i not in ORTHO]

entries = []  # dicts
by_pop = {}
for idx in order:
    name, spec, note = POP[idx]
    e = dict(name=name, aliases=list(POP_ALIASES.get(idx, [])), en=codes['en'][idx], de=codes['de'][idx],
             fr=codes['fr'][idx], uc=None, spec=spec, note=note)
    ename = P['names'].get(str(idx), '').strip()
    for a in [ename]:
        a = a.split(': ')[0].split('  ')[0].strip()
        if a and a.lower() != name.lower() and a.lower() not in [x.lower() for x in e['aliases']]:
            e['aliases'].append(a)
    by_pop[idx] = e
    entries.append(e)

def uc_add(kind, num, name, spec, merge, note):
    ref = f'UcRef::{kind}({num})'
    if merge is not None:
        e = by_pop[merge]
        assert e['uc'] is None, (name, e['name'])
        e['uc'] = ref
        if name.lower() != e['name'].lower() and name.lower() not in [a.lower() for a in e['aliases']]:
            e['aliases'].append(name)
        if note:
            e['note'] = (e['note'] + '; ' if e['note'] else '') + note
        if spec is not None and spec != e['spec']:
            raise SystemExit(f'merge conflict {name}')
    else:
        entries.append(dict(name=name, aliases=[], en=None, de=None, fr=None, uc=ref, spec=spec, note=note))

for num, name, spec, merge, note in UC:
    if spec is not None and merge is not None:
        merge = None if spec != by_pop[merge]['spec'] else merge
    uc_add('Piece', num, name, spec, merge, note)
for num, name, spec, merge, note in UCP:
    uc_add('Pawn', num, name, spec, merge, note)

def rs(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'
def opt(s):
    return 'None' if not s else f'Some({rs(s)})'

out = ['// @generated by tools/catalogue/gen_table.py — do not edit by hand.', '',
       'use super::{PieceEntry, UcRef, WalkSpec};', 'use crate::piece::PieceKind;', 'use crate::walk::SpecialWalk;', '',
       '/// Every catalogue entry; the index is the [`PieceKind`] id.',
       f'pub(super) static TABLE: [PieceEntry; {len(entries)}] = [']
for k, e in enumerate(entries):
    t, v = e['spec'].split(':', 1)
    spec = {'B': f'WalkSpec::Betza({rs(v)})', 'S': f'WalkSpec::Special(SpecialWalk::{v})', 'X': f'WalkSpec::NotImplemented({rs(v)})'}[t]
    aliases = '&[' + ', '.join(rs(a) for a in e['aliases']) + ']'
    out.append('    PieceEntry {')
    out.append(f'        kind: PieceKind({k}),')
    out.append(f'        name: {rs(e["name"])},')
    out.append(f'        aliases: {aliases},')
    out.append(f'        en: {opt(e["en"])},')
    out.append(f'        de: {opt(e["de"])},')
    out.append(f'        fr: {opt(e["fr"])},')
    ucv = 'Some(' + e['uc'] + ')' if e['uc'] else 'None'
    out.append(f'        uc: {ucv},')
    out.append(f'        walk: {spec},')
    out.append(f'        note: {rs(e["note"])},')
    out.append('    },')
out.append('];')
text = '\n'.join(out) + '\n'
rel = os.path.relpath(TABLE, ROOT)
if args.check:
    with open(TABLE, encoding='utf-8') as f:
        current = f.read()
    if current != text:
        sys.exit(f'{rel} is not what tools/catalogue/gen_table.py generates: '
                 'run python3 tools/catalogue/gen_table.py (or revert the hand edit)')
    print(f'{rel}: up to date ({len(entries)} entries)')
else:
    with open(TABLE, 'w', encoding='utf-8') as f:
        f.write(text)
    print(f'{rel}: {len(entries)} entries written')
